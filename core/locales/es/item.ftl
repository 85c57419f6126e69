fact-date = Fecha
fact-dates = Fechas
fact-time = Hora
fact-venue = Lugar
fact-phone = Teléfono
fact-price = Precio
fact-where = Dónde
fact-address = Dirección
fact-hours = Horario
fact-capacity = Aforo
fact-rating = Valoración
fact-cuisine = Cocina
fact-price-range = Rango de precios
fact-area = Zona
fact-visit = Duración de la visita
all-activities = Todas las actividades
all-dining = Todos los restaurantes
tickets = Entradas
add-to-calendar = Añadir al calendario
series-coming-dates = Próximas fechas
series-date-moved = a las { $time }
more-at-venue = Más en este lugar
nearby = Cerca
# The coming events at an activity or a restaurant, on its page.
on-here = Qué hay aquí
open-in-maps = Abrir en Mapas
open-in-maps-of = ({ $name }, se abre en una pestaña nueva)
reserve = Reservar mesa
reserve-at = en { $name } (se abre en una pestaña nueva)
directions = Cómo llegar
photo-credit = Foto:

## 'Recuérdamelo' en un evento guardado (#37).
remind-me = Recuérdamelo
remind-title = Recordarme { $name }
remind-intro = Te escribiremos a las 8 de la mañana del día que elijas. La primera vez, antes te enviamos un enlace para confirmar tu dirección.
remind-when = Cuándo
remind-morning-of = El mismo día
remind-day-before = El día antes
remind-email = Tu correo electrónico
remind-sending = Guardando…
remind-kept = Solo se guardan tu dirección, el evento y la hora, y se borran tras el recordatorio.
remind-failed = No se pudo crear el recordatorio. Comprueba tu conexión e inténtalo de nuevo.
remind-cancel = Cancelar

## Horarios leídos por core (#69). $time es una hora ('10:00'), $day un día de la semana.
hours-closes-at = Cierra a las { $time }
hours-closes-tomorrow = Cierra mañana a las { $time }
hours-opens-at = Abre a las { $time }
hours-opens-tomorrow = Abre mañana a las { $time }
hours-opens-on = Abre el { $day } a las { $time }
hours-today = Hoy
hours-tomorrow = Mañana
hours-every-day = Todos los días
hours-closed = Cerrado
hours-this-week = Horario de esta semana
holiday-new-years-day = Año Nuevo
holiday-mlk-day = Día de Martin Luther King Jr.
holiday-presidents-day = Día de los Presidentes
holiday-easter = Pascua
holiday-memorial-day = Día de los Caídos
holiday-independence-day = Día de la Independencia
holiday-labor-day = Día del Trabajo
holiday-thanksgiving = Acción de Gracias
holiday-christmas-eve = Nochebuena
holiday-christmas-day = Navidad
holiday-new-years-eve = Nochevieja

## Cómo llegar, en la página de un lugar (#69). $name es el del lugar.
getting-there = Cómo llegar
walking-directions = Cómo llegar a pie
driving-directions = Cómo llegar en coche
directions-to = a { $name } (abre su app de mapas)
show-map = Ver en un mapa
place-map-of = Mapa de { $name }
place-map-bare = El mapa de fondo no está disponible: el marcador muestra dónde está.
## How far a place is, and how long it takes to get there (core's near::Travel):
## a card under Near me, and the places near an item's page.
near-walk = { $miles } mi · { $minutes } min a pie
near-drive = { $miles } mi · { $minutes } min en coche
