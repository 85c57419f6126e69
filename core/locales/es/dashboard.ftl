field-title = Título
field-venue-name = Nombre del lugar
field-time = Hora
field-ticket-price = Precio de la entrada
field-category = Categoría
field-image-url = URL de la imagen
field-ticket-url = URL de las entradas
field-source-url = URL de origen
field-address = Dirección
field-phone = Teléfono
field-price = Precio
field-recurring-schedule = Horario habitual
field-venue-type = Tipo de lugar
field-location = Ubicación
field-cuisine = Cocina
field-cuisine-detail = Detalle de la cocina
field-open-hours = Horario de apertura
field-area = Zona
field-reservation-url = URL de reservas
field-schedule = Horario

event-date-invalid = La fecha debe ser una fecha (AAAA-MM-DD)
event-end-date-invalid = La fecha de fin debe ser una fecha (AAAA-MM-DD)
event-end-before-start = La fecha de fin es anterior a la de inicio
restaurant-name-required = El nombre del restaurante es obligatorio.
restaurant-description-required = La descripción del restaurante es obligatoria.
restaurant-rating-invalid = La valoración debe ser un número del 1 al 10 en pasos de 0,1.
latitude-invalid = La latitud debe ser un número.
longitude-invalid = La longitud debe ser un número.
translation-field = { $field } ({ $language })
translation-field-fixed = «{ $field }» no se puede traducir
translation-same-language = Ya está escrito { $lang ->
    [es] en español
    [fr] en francés
    [de] en alemán
   *[en] en inglés
}
