item-type-event = Evento
item-type-activity = Actividad
item-type-restaurant = Restaurante
plan-any-day = Cualquier día
no-items-title = No hay nada seleccionado
no-items-text = Selecciona algo antes de enviar tu plan de visita.
view-details = Ver detalles
remove = Quitar
undo = Deshacer
undo-alt = Vuelve a añadir { $name } a Mis favoritos desde su página

plan-our-host = nuestra anfitriona
plan-link-events = Eventos
plan-link-events-text = Funciones, festivales y espectáculos que se acercan.
plan-link-activities = Actividades
plan-link-activities-text = Playas, jardines, museos y excursiones.
plan-link-dining = Dónde comer
plan-link-dining-text = Restaurantes por zona y valoración.
plan-empty-title = Planifica tu visita
plan-empty-text = Guarda los eventos, actividades y restaurantes que te gusten con «Añadir a Mis favoritos» y aparecerán aquí. Luego envíate la lista por correo o mándasela a { $recipient } para recibir recomendaciones personalizadas.
plan-message-curator = Enviar un mensaje a { $curator }
plan-title = Mis favoritos de { $brand }
plan-email = Enviar mis favoritos por correo
plan-send-curator = Enviar a { $curator }
plan-more = Más
plan-select-more = + Añadir más
plan-share-title = Mi plan de { $brand }
plan-share-title-unbranded = Mi plan
plan-add-calendar = Añadir el plan al calendario
plan-selected = Elementos seleccionados ({ $count })
share-plan = Compartir el plan
share-copied = Enlace copiado
share-copied-text = Envíaselo a quien viaje contigo.
share-copy-link = Copia este enlace para compartir tu plan

form-emails = Correo(s) electrónico(s)
form-emails-hint = Separa varias direcciones con comas.
form-notes = Notas
form-notes-placeholder = Un recordatorio para ti (opcional)
form-send-self = Enviar a mi correo
form-failed-self = No se pudo enviar tu plan de visita. Inténtalo de nuevo.
form-curator-title = Envía tu plan a { $curator }
form-curator-text = { $curator } revisará tus favoritos y te responderá con recomendaciones personalizadas.
form-name = Tu nombre
form-email = Tu correo electrónico
form-visit-dates = Fechas de la visita
form-visit-dates-placeholder = p. ej., del 3 al 10 de marzo
form-message = Mensaje
form-message-placeholder = ¿Algo que debamos saber?
form-send-curator = Enviar el plan de visita
form-failed-curator = No se pudo enviar tu solicitud. Inténtalo de nuevo.
form-sending = Enviando...
form-cancel = Cancelar

shared-loading = Cargando el plan…
shared-go = Ir a Mis favoritos
shared-text = { $count ->
    [one] Alguien ha compartido contigo { $shown } elemento de la guía.
   *[other] Alguien ha compartido contigo { $shown } elementos de la guía.
}
shared-missing = { $count ->
    [one] { $shown } más ya no está en la guía.
   *[other] { $shown } más ya no están en la guía.
}
shared-add-all = Añadir todo a Mis favoritos
shared-in-plan = En este plan ({ $count })
shared-added = { $count ->
    [one] Se ha añadido { $shown } elemento a tu plan.
   *[other] Se han añadido { $shown } elementos a tu plan.
}
shared-already = Ya está en tu plan
shared-already-text = Todo lo de este plan ya está en Mis favoritos.
share-no-plan = Este enlace no contiene ningún plan.
share-not-a-plan = Este enlace no es un plan de la guía.
share-too-many = Este enlace contiene más de { $max } elementos.

## Mis recordatorios (#37).
reminders-for = Recordatorios de { $email }
reminders-loading = Cargando tus recordatorios…
reminders-confirmed = Tu dirección está confirmada: tus recordatorios están listos.
reminders-none = No se guarda ningún recordatorio para esta dirección.
reminders-no-link = Abre esta página desde el enlace de uno de los correos de la guía para ver tus recordatorios.
reminders-sends = Se envía el { $day }
reminders-waiting = Pendiente de tu confirmación
reminders-delete = Borrar
reminders-deleted = Recordatorio borrado
reminders-delete-all = Borrarlo todo
reminders-deleted-all = Se ha borrado todo lo guardado para { $email }.
reminders-failed = No se pudieron cargar tus recordatorios. Comprueba tu conexión e inténtalo de nuevo.
weekly-form-title = «Este fin de semana en { $city }» por correo
weekly-form-intro = Cada jueves a las 9 de la mañana: los eventos del fin de semana día a día, con un archivo de calendario. La primera vez te enviamos antes un enlace para confirmar tu dirección.
weekly-form-categories = Categorías
weekly-form-categories-hint = Si no eliges ninguna, recibirás todas.
weekly-form-email = Tu dirección de correo
weekly-form-submit = Suscribirme
weekly-form-sending = Suscribiendo…
weekly-form-kept = Solo se guardan tu dirección y tus categorías, hasta que te des de baja.
weekly-form-failed = No se pudo hacer la suscripción. Comprueba tu conexión e inténtalo de nuevo.
weekly-form-cancel = Cancelar
reminders-weekly-title = «Este fin de semana en { $city }»
reminders-weekly-all = Todas las categorías, cada jueves.
reminders-weekly-categories = { $categories }, cada jueves.
reminders-weekly-next = El próximo: { $day }
reminders-weekly-stop = Darse de baja
reminders-weekly-stopped = Baja del correo semanal hecha

## The trip planner's conflicts (core's plan::trip::day). Times and days
## come written out: $close, $arrive, $end, $start '17:00'; $date 'jue 26
## nov'; $day a weekday ('martes') or a date; $minutes a number as text.

trip-closed-weekday = { $weekday ->
    [mon] Cerrado los lunes
    [tue] Cerrado los martes
    [wed] Cerrado los miércoles
    [thu] Cerrado los jueves
    [fri] Cerrado los viernes
    [sat] Cerrado los sábados
   *[sun] Cerrado los domingos
}
trip-closed-date = Cerrado el { $date }
trip-not-that-day = No se celebra el { $date }
trip-closes-arrive = Cierra a las { $close } y llegas a las { $arrive }
trip-closes-visit = Cierra a las { $close }, antes de que acabe tu visita a las { $end }
trip-overlaps = Coincide con { $name } ({ $times })
trip-starts-before = Empieza a las { $start } y llegas a las { $arrive }
trip-long-drive = { $minutes } min en coche entre estas paradas
trip-move-to = Pasar al { $day }
trip-opens-after = Abre a las { $open }, tu visita es a las { $start }
trip-booked-late = Reservado a las { $start }, llegas a las { $arrive }

## Los días del planificador (plan::trip::placed y planner de core). $count
## es un número para elegir el plural, $shown el mismo escrito.

trip-days-missing = Indica el primer y el último día
trip-days-backwards = El último día va antes del primero
trip-days-too-many = Un viaje aquí se planifica para { $days } días como máximo
trip-unlisted = Ya no está en la guía
trip-plays-before = Fue el { $date }, antes de tu viaje
trip-plays-after = Es el { $date }, después de tu viaje
trip-estimate = { $travel } (estimación)
trip-day-summary = { $count ->
    [one] Una parada · { $minutes } min de trayecto
   *[other] { $shown } paradas · { $minutes } min de trayecto
}
trip-better-problems = { $count ->
    [one] El orden sugerido evita un problema
   *[other] El orden sugerido evita { $shown } problemas
}
trip-better-travel = El orden sugerido ahorra { $minutes } min de trayecto

## The weather forecast of a trip's day (core's content::forecast), after
## the National Weather Service's. $chance is a number as text.

forecast-sunny = Soleado
forecast-partly-cloudy = Parcialmente nublado
forecast-cloudy = Nublado
forecast-fog = Niebla
forecast-rain = Lluvia
forecast-thunderstorms = Tormentas
forecast-rain-chance = { $chance } % de probabilidad de lluvia
forecast-read = El pronóstico del servicio meteorológico, leído { $unit ->
    [now] justo ahora
    [minute] { $count ->
        [one] hace 1 minuto
       *[other] hace { $shown } minutos
    }
    [hour] { $count ->
        [one] hace 1 hora
       *[other] hace { $shown } horas
    }
   *[day] { $count ->
        [one] hace 1 día
       *[other] hace { $shown } días
    }
}.

## La pantalla del planificador (/plan-visit/days). $city la ciudad del
## sitio; $name el nombre de una parada; $day un día escrito ('mar 8 dic');
## $position un número como texto.

trip-open = Plan por días
trip-back = ← Mis favoritos
trip-intro = Coloca lo que guardaste en tus días en { $city }. Cada día se ordena con sentido y con los trayectos, en tu dispositivo, también sin conexión.
trip-nothing = Aún no hay nada que planificar: guarda primero eventos, actividades y restaurantes.
trip-days-title = Tus días en { $city }
trip-days-from-events = Son los días de tus eventos. Indica los tuyos para planificar otros.
trip-days-span = Del { $first } al { $last }
trip-days-change = Cambiar los días
trip-first-day = Primer día
trip-last-day = Último día
trip-days-set = Fijar los días
trip-days-events = Usar los días de mis eventos
trip-no-days = ¿Cuándo estás en { $city }? Indica tus días para colocar en ellos lo que guardaste.
trip-not-placed = Sin colocar
trip-all-placed = Todo está colocado.
trip-day-empty = Nada colocado este día.
trip-move = Mover a…
trip-move-label = Mover { $name } a
trip-at-label = Hora de { $name }
trip-any-time = A cualquier hora
trip-earlier = Antes
trip-later = Después
trip-earlier-label = Mover { $name } antes
trip-later-label = Mover { $name } después
trip-change = Cambiar
trip-change-label = Cambiar { $name }
trip-own-order = En tu propio orden.
trip-use-suggested = Usar el orden sugerido
trip-stop-number = Parada { $position }:
trip-moved = { $name } pasa al { $day }
trip-now-not-placed = { $name } queda sin colocar
trip-now-stop = { $name } es ahora la parada { $position }
trip-drag-label = Arrastrar { $name }
trip-drag-help = Para arrastrar una parada con el teclado, pulsa Espacio, muévela con las flechas y pulsa Espacio de nuevo para soltarla o Escape para cancelar. El menú Mover a… hace lo mismo.
trip-drag-picked = { $name } tomado
trip-drag-cancelled = { $name } vuelve a su sitio
trip-forecast = Pronóstico:
trip-rainy-ideas = Ideas para un día de lluvia
trip-usual-weather = Más allá del pronóstico de la semana, el tiempo suele ser, en { $months }:
trip-map-show = Ver el mapa del día
trip-map-hide = Ocultar el mapa
trip-map-of = Mapa del { $day }
trip-map-none = Ninguna parada de este día está en el mapa.
