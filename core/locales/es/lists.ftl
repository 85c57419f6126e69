date-choice-all = Todas las fechas
date-choice-tonight = Esta noche
date-choice-this-weekend = Este fin de semana
date-choice-this-month = Este mes
date-choice-next-month = El mes que viene
date-choice-this-season = Esta temporada
date-choice-custom = Elegir fechas

filters = Filtros
filters-on = activos
apply-filters = Aplicar filtros
clear-filters = Quitar filtros
showing-of = { $showing } de { $total }
loading = Cargando…
check-back-later = Vuelve a consultarlo más adelante.
remove-a-filter = Prueba a quitar algún filtro.

events-count = { $count ->
    [one] { $shown } evento
   *[other] { $shown } eventos
}
events-more = Ver más eventos
events-none = No se encontraron eventos
events-none-hint = Prueba a cambiar la búsqueda o los filtros.
events-keyword = Palabra clave
events-keyword-placeholder = Título, lugar, descripción…
events-category = Categoría
events-all-categories = Todas las categorías
events-venue = Lugar
events-all-venues = Todos los lugares
events-date = Fecha
events-custom-range = Elige un rango de fechas
events-start-date = Fecha de inicio
events-end-date = Fecha de fin (opcional)
apply = Aplicar
cancel = Cancelar

feed-title = Suscríbete desde tu calendario
feed-what-all = Todos los próximos eventos de la guía
feed-what-category = Los próximos eventos de { $category }
feed-what-venue = Los próximos eventos en { $venue }
feed-what-category-venue = Los próximos eventos de { $category } en { $venue }
# $collection is a collection's title.
feed-what-collection = Los próximos eventos de «{ $collection }»
feed-text = { $what }, en tu calendario y siempre al día. Los filtros de fecha y palabra clave no se aplican.
feed-subscribe = Suscribirse
feed-address = Dirección del calendario
feed-copy = Copiar dirección
feed-copied = Dirección copiada
feed-copied-text = Pégala en tu aplicación de calendario para suscribirte.
feed-not-copied = No se pudo copiar la dirección
feed-not-copied-text = Selecciónala y cópiala tú mismo.

activities-count = { $count ->
    [one] { $shown } actividad
   *[other] { $shown } actividades
}
activities-more = Ver más actividades
activities-none = No se encontraron actividades
activities-none-match = Ninguna actividad coincide con estos filtros
activities-type = Tipo
activities-all-types = Todos los tipos
cost-any = Gratis o de pago
activities-features = Características
activities-features-any = Cualquier característica
cost-free = Gratis
cost-paid = De pago

restaurants-count = { $count ->
    [one] { $shown } restaurante
   *[other] { $shown } restaurantes
}
dining-list = Restaurantes
dining-more = Ver más restaurantes
dining-none = No se encontraron restaurantes
dining-none-match = Ningún restaurante coincide con estos filtros
all-cuisines = Todas las cocinas
all-areas = Todas las zonas
any-price = Cualquier precio
any-rating = Cualquier valoración
rating-at-least = { $rating } o más
sort-by = Ordenar por
sort-guide = Orden de la guía
sort-rating = Mejor valorados
sort-name = Nombre (A–Z)
view-legend = Vista de restaurantes
view-grid = Cuadrícula
view-area = Por zonas
areas-title = Zonas de restaurantes de { $city }
areas-located = { $count ->
    [one] { $shown } restaurante con coordenadas en el mapa
   *[other] { $shown } restaurantes con coordenadas en el mapa
}
area-maps-search = (búsqueda en mapas, se abre en una pestaña nueva)
area-more = y { $count } más
area-more-hint = { $count ->
    [one] restaurante en { $area }: desplaza la lista
   *[other] restaurantes en { $area }: desplaza la lista
}
map = Mapa
map-of = de { $name } (se abre en una pestaña nueva)
map-here = Usted está aquí
map-label = Mapa de los restaurantes de la lista ({ $city })
map-cluster = { $count ->
    [one] { $shown } restaurante aquí: acerca el mapa
   *[other] { $shown } restaurantes aquí: acerca el mapa
}
map-bare = El mapa de fondo no está disponible. Se siguen mostrando los marcadores y las zonas.
map-not-loaded = No se pudo cargar el mapa. Todos los restaurantes aparecen por zonas.

## Near me: a list by distance from the visitor's position, which stays on
## the device.
near-me = Cerca de mí
near-me-stop = Dejar de ordenar por distancia
near-me-why = Ordena la lista por la distancia desde donde está. Su posición se queda en este dispositivo: nunca se envía.
near-me-asking = Buscando dónde está… Su posición se queda en este dispositivo.
near-me-on = Lo más cercano primero, desde donde está.
near-me-denied = La ubicación está bloqueada para este sitio, así que la lista sigue como estaba. Para ordenar por distancia, permita la ubicación para este sitio en los ajustes del navegador.
near-me-unavailable = No se pudo encontrar su posición, así que la lista sigue como estaba. Inténtelo de nuevo en un momento.
near-radius = Distancia
near-radius-any = Cualquier distancia
near-within = A menos de { $miles } mi

## Near a place: the same order from a place of the guide the visitor
## chooses (there is no geocoder: its areas, venues and places).
near-place = O cerca de un lugar
near-place-hint = Una zona, un recinto o una dirección
near-place-on = Lo más cercano primero, desde { $place }.
near-place-none = Nada en la guía se llama «{ $typed }». Pruebe una zona, un recinto o una dirección.
near-place-unreadable = No se pudieron leer los lugares de la guía. Comprueba tu conexión e inténtalo de nuevo.
near-place-gone = Ese lugar ya no está en la guía, así que la lista sigue como estaba.
landmark-area = Zona
landmark-venue = Recinto
landmark-activity = Actividad
landmark-restaurant = Restaurante

## 'Right now': what is on now or later today and what is open now
## (core's content::right_now). $count is a number.

right-now-intro = Eventos en curso o más tarde hoy, y los lugares abiertos ahora. Cerca de mí pone primero lo más cercano, con el trayecto a pie o en coche.
right-now-events = Ahora y más tarde hoy
right-now-places = Abierto ahora
right-now-walk = A pie
right-now-drive = En coche
right-now-unplaced = Sin posición en el mapa
right-now-more-events = { $count ->
    [one] Un evento hoy en total: se muestran los más próximos.
   *[other] { $shown } eventos hoy en total: se muestran los más próximos.
}
right-now-none = Nada de la guía está en curso ni abierto ahora mismo.
right-now-none-near = Nada de la guía está en curso ni abierto a esta distancia ahora mismo. Elija una mayor.
right-now-tomorrow = Ver lo que hay este fin de semana

# Under the events list: organizers send their own (/add-event).
events-organizer = ¿Organizas un evento? Envíalo a la guía.
