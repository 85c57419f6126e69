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

## Añade tu evento: el envío de un organizador (issue 73). $max es un número.
submission-venue-missing = Elige el lugar, o da el nombre y la dirección de uno nuevo
submission-image-not-uploaded = Sube la imagen con este formulario
submission-too-many-links = La descripción puede tener como máximo { $max } direcciones web
submission-too-fast = Tómate un momento para revisar tu evento y vuelve a enviarlo.
submission-picture-form-old = Este formulario lleva demasiado tiempo abierto para aceptar una imagen. Vuelve a cargar la página y añade la imagen de nuevo.
submission-too-many-today = Ya enviaste todos los eventos que aceptamos en un día. Envía este mañana.
submission-status-unconfirmed = Falta que confirmes tu correo electrónico
submission-status-pending = Pendiente de revisión
submission-status-approved = Publicado en la guía
submission-sent = ¡Gracias! Enviamos un enlace a { $email }. Ábrelo para confirmar tu dirección, y tu evento pasará a revisión de nuestro equipo.
submission-confirmed = Gracias: nuestro equipo está revisando tu evento. Te escribiremos cuando se publique.
submission-saved = Tus cambios se guardaron.
submission-decided = Nuestro equipo ya revisó este evento, así que ya no se puede cambiar.
submission-link-unknown = Este enlace no abre ningún evento enviado a la guía. Comprueba que se copió completo.
submission-status-declined = Rechazado
