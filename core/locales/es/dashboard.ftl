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
field-venue = Lugar
field-venue-other = Otro lugar (escribe su nombre)
field-date = Fecha
field-end-date = Fecha de fin
field-time-example = p. ej. 19:30
field-ticket-price-example = p. ej. 25-85 $
field-status = Estado
field-status-hint = Un evento cancelado o aplazado sigue en la lista, señalado.
field-activity-type = Tipo de actividad
field-price-example = p. ej. Gratis, 25 $
field-recurring-schedule-example = p. ej. Todos los días de 10:00 a 17:00
field-capacity = Aforo
field-rating = Valoración
field-rating-hint = De 1 a 10, en pasos de 0,1
field-price-range = Rango de precios
field-cuisine-choose = Elige una cocina
field-cuisine-detail-hint = Las palabras del propio restaurante, junto a la cocina
field-cuisine-detail-example = p. ej. peruana, española/cubana
field-area-choose = Elige una zona
field-open-hours-example = p. ej. Todos los días de 11:00 a 22:00
field-latitude = Latitud
field-longitude = Longitud

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

admin-title = Panel de administración
admin-signed-in-as = Sesión iniciada como { $name }
admin-sign-out = Cerrar sesión
admin-sections = Secciones del panel
admin-tab-discovery = Descubrir eventos de lugares
admin-tab-activities = Añadir actividades
admin-tab-restaurants = Añadir restaurantes
admin-tab-images = Gestión de imágenes
admin-tab-inbox = Bandeja de revisión
admin-tab-suggestions = Sugerencias
admin-tab-manage = Gestionar contenido
admin-tab-waiting = { $tab } ({ $count })
admin-checking-sign-in = Comprobando tu sesión…
admin-going-to-sign-in = Yendo a la página de inicio de sesión…
admin-cancel = Cancelar
admin-try-again = Inténtalo de nuevo.
admin-saving = Guardando...
scrape-placeholder = https://
scrape = Extraer
scraping = Extrayendo...
delete-title = { $kind ->
    [events] ¿Eliminar este evento?
    [activities] ¿Eliminar esta actividad?
   *[restaurants] ¿Eliminar este restaurante?
}
delete-confirm = { $kind ->
    [events] Eliminar evento
    [activities] Eliminar actividad
   *[restaurants] Eliminar restaurante
}
delete-busy = Eliminando...
delete-text = se quitará de la guía y de las listas de los visitantes. No se puede deshacer.
delete-done = { $kind ->
    [events] Evento eliminado
    [activities] Actividad eliminada
   *[restaurants] Restaurante eliminado
}
delete-done-text = { $name } ya no está en la guía.
delete-failed = { $kind ->
    [events] No se pudo eliminar el evento
    [activities] No se pudo eliminar la actividad
   *[restaurants] No se pudo eliminar el restaurante
}
edit-title = { $kind ->
    [events] Editar evento
    [activities] Editar actividad
   *[restaurants] Editar restaurante
}
edit-saved = { $kind ->
    [events] Evento actualizado
    [activities] Actividad actualizada
   *[restaurants] Restaurante actualizado
}
edit-saved-text = { $name } está guardado; los visitantes ya ven el cambio.
edit-failed = { $kind ->
    [events] No se pudo actualizar el evento
    [activities] No se pudo actualizar la actividad
   *[restaurants] No se pudo actualizar el restaurante
}
edit-save = Guardar cambios

translations-title = Traducciones de { $name }
translations-written-in = Escrito en
translations-into = Traducir al
translations-missing = { $count ->
    [0] (completo)
    [one] ({ $count } falta)
   *[other] ({ $count } faltan)
}
translations-field-in = { $field } en { $language }
translations-save = Guardar traducciones
translations-saved = Traducciones guardadas
translations-saved-text = { $name } ya se lee en todos los idiomas dados.
translations-failed = No se pudieron guardar las traducciones
