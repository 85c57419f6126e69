# An event's form: staff's Add Event and Edit (the dashboard) and the
# organizers' 'Add your event' (/add-event) share these fields.

field-title = Título
field-venue-name = Nombre del lugar
field-time = Hora
field-ticket-price = Precio de la entrada
field-category = Categoría
field-ticket-url = URL de las entradas
field-address = Dirección
field-venue = Lugar
field-venue-other = Otro lugar (escribe su nombre)
field-date = Fecha
field-end-date = Fecha de fin
field-time-example = p. ej. 19:30
field-ticket-price-example = p. ej. 25-85 $
field-repeat = Se repite
field-until = Última fecha
repeat-never = No se repite
repeat-daily = Cada día
repeat-weekly = Cada semana
repeat-every-two-weeks = Cada dos semanas
repeat-monthly = Cada mes en esta fecha
repeat-until-missing = Indique la última fecha de la serie
repeat-until-before-start = La última fecha es anterior a la primera
repeat-until-invalid = Indique la última fecha como una fecha
repeat-too-many = Una serie tiene como máximo { $max } fechas
picture-upload = Subir una imagen
picture-uploading = Subiendo…
picture-uploaded = Imagen subida: el formulario ya la usa.

# 'Add your event' (/add-event) and the organizer's page (/add-event/mine).
# $city is the site's city.

add-event-intro = ¿Organizas una función, un festival, una clase o un mercado en { $city }? Cuéntanoslo. Nuestro equipo revisa cada evento antes de que aparezca en la guía.
add-event-step-form = Completa el formulario.
add-event-step-confirm = Abre el enlace que te enviamos por correo para confirmar tu dirección.
add-event-step-review = Nuestro equipo revisa tu evento y te escribimos cuando se publique.
add-event-part-event = El evento
add-event-part-when = Cuándo
add-event-part-where = Dónde
add-event-part-picture = Imagen
add-event-part-you = Sobre ti
add-event-description-hint = Lo que los visitantes deben saber. Como máximo { $max } direcciones web.
add-event-category-choose = Selecciona una categoría
add-event-end-date-hint = Para un evento que dura varios días.
add-event-venue-choose = Selecciona el lugar
add-event-venue-new = Otro lugar, que no está en la lista
add-event-address-example = p. ej. 1 N Tamiami Trail, Sarasota, FL
add-event-picture-hint = Una foto o un cartel en JPEG o PNG de 5 MB como máximo; una ancha (1600 píxeles) se ve mejor.
add-event-picture-choose = Elegir una imagen
add-event-picture-replace = Elegir otra imagen
add-event-picture-remove = Quitar la imagen
add-event-picture-uploading = Subiendo…
add-event-picture-added = Imagen añadida.
add-event-picture-failed = La imagen no se añadió. Inténtalo de nuevo.
add-event-picture-chosen = La imagen que elegiste
add-event-you-hint = Solo nuestro equipo ve tu nombre y tu correo. Te escribimos únicamente sobre este evento.
add-event-email-fixed = La dirección a la que enviamos tu enlace.
add-event-homepage = Deja este campo vacío
add-event-offline = No tienes conexión. Podrás enviar tu evento cuando vuelvas a estar en línea.
add-event-form-unavailable = El formulario no se puede enviar ahora. Vuelve a cargar la página.
add-event-send = Enviar para revisión
add-event-sending = Enviando…
add-event-failed = Tu evento no se envió
add-event-sent-heading = Revisa tu correo
add-event-another = Añadir otro evento

my-submission-no-link = Abre esta página desde el enlace del correo que te enviamos.
my-submission-loading = Abriendo tu evento…
my-submission-failed-open = No se pudo abrir tu evento. Inténtalo más tarde.
my-submission-status = Estado:
my-submission-reason = El motivo de nuestro equipo: { $reason }
my-submission-published = Ya está en la guía: te enviamos su página por correo.
my-submission-edit-intro = Puedes cambiar tu evento hasta que nuestro equipo lo haya revisado.
my-submission-save = Guardar cambios
my-submission-saving = Guardando…
my-submission-failed = Tus cambios no se guardaron
my-submission-another = Enviar otro evento
