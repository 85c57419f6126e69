field-name = Nombre
field-email = Correo electrónico
field-visit-dates = Fechas de la visita
field-message = Mensaje
field-notes = Notas
field-type = Tipo
field-website = Sitio web
field-description = Descripción
field-your-name = Tu nombre
field-your-email = Tu correo electrónico

field-required = { $field }: este campo es obligatorio
field-too-long = { $field }: como máximo { $max } caracteres
field-bad-characters = { $field }: contiene caracteres no permitidos
field-has-link = { $field }: no puede contener direcciones web
field-not-web-address = { $field }: debe ser una dirección web que empiece por http:// o https://
email-invalid = Escribe un correo electrónico válido
email-address-invalid = «{ $address }» no es un correo electrónico válido
email-too-many = Envíalo como máximo a { $max } direcciones a la vez
website-invalid = Escribe la dirección de un sitio web, como ejemplo.com
type-unlisted = Elige uno de los tipos de la lista

plan-too-many = Un plan puede tener como máximo { $max } elementos
plan-unknown-item = «{ $name }» ({ $type } { $id })
plan-unknown-one = { $item } ya no está en la guía; quítalo de Mis favoritos y vuelve a enviarlo
plan-unknown-many = { $items } ya no están en la guía; quítalos de Mis favoritos y vuelve a enviarlo
plan-address-limited = { $address } ya ha recibido { $count ->
        [one] un plan de visita
       *[other] { $shown } planes de visita
    } en la última hora. Vuelve a intentarlo más tarde.

suggestion-type-event = Espectáculo/Evento
suggestion-type-activity = Actividad/Atracción
suggestion-type-restaurant = Restaurante
suggestion-type-venue = Lugar

too-many-requests = Demasiadas solicitudes; inténtalo de nuevo dentro de un minuto.
