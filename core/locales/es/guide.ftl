# Las pantallas del visitante, en español.

## La estructura del sitio: navegación y pie de página.

nav-main = Principal
nav-home = Inicio
nav-events = Eventos
nav-activities = Actividades
nav-dining = Dónde comer
nav-favorites = Mis favoritos
nav-weather = Cuándo visitar
nav-suggest = Sugerir un lugar
nav-add-event = Añade tu evento
menu-open = Abrir menú
menu-close = Cerrar menú
site-name = Guía de { $brand }
site-name-unbranded = Guía del visitante

footer-explore = Explorar
footer-plan = Planifica tu visita
footer-help = Ayúdanos a mejorar
footer-follow = Síguenos
footer-rights = Guía del visitante de { $brand }. Todos los derechos reservados.
footer-rights-unbranded = Guía del visitante. Todos los derechos reservados.
opens-new-tab = (se abre en una pestaña nueva)

## Páginas, el buscador y las actualizaciones.

skip-to-content = Saltar al contenido
back-home = Volver al inicio
page-not-loaded = No se pudo cargar esta página
page-not-loaded-hint = Comprueba tu conexión y vuelve a intentarlo.
try-again = Reintentar
update-available = Hay una versión nueva disponible
update-reload = Recargar
search-open = Buscar
search-label = Buscar en la guía
search-placeholder = Busca eventos, lugares, comida…

## La elección del idioma.

language-menu = Idioma
language-offer = Esta guía también está en español.
language-offer-switch = Leerla en español
language-offer-dismiss = No, gracias
written-in = { $lang ->
    [es] en español
    [fr] en francés
    [de] en alemán
   *[en] en inglés
}

## El título y la descripción de cada página.

page-home-title = Guía del visitante de { $brand }
page-events-title = Todos los eventos
page-activities-title = Actividades
page-dining-title = Dónde comer
page-search-title = Buscar
page-weather-title = Cuándo visitar
page-favorites-title = Mis favoritos
page-trip-title = Plan por días
page-shared-plan-title = Plan compartido
page-reminders-title = Mis recordatorios
page-suggest-title = Sugerir un lugar
page-add-event-title = Añade tu evento
page-my-submission-title = Tu evento
page-admin-title = Panel de administración
page-collections-title = Ideas para tu día
page-right-now-title = Ahora mismo
page-collection-rainy-day-title = Día de lluvia
page-collection-with-kids-title = Con niños
page-collection-free-this-week-title = Gratis esta semana
page-collection-open-late-tonight-title = Abierto hasta tarde esta noche
page-collection-step-free-title = Sin escalones
page-collection-dog-friendly-title = Se admiten perros
page-not-found-title = 404 Página no encontrada
page-not-found-description = La página que buscas no existe o ha cambiado de dirección.

## Qué es cada elemento, en el título y la descripción de su página.

activity-type-museum = Museo
activity-type-gardens = Jardines
activity-type-beach = Playa
activity-type-wildlife = Naturaleza
activity-type-tours = Excursiones
activity-type-recreation = Ocio
activity-type-attraction = Atracción
restaurant = Restaurante

## Inicio, y las tarjetas y botones de cada lista.

home-title = ¡Descubre la magia!
home-welcome = ¡Bienvenido a { $city }! Playas, espectáculos, jardines y buena comida: todo lo que merece la pena mientras estás aquí, elegido por alguien de la zona.
home-host = — { $curator }, tu anfitrión
home-events = Próximos eventos
home-all-events = Ver todos los eventos
home-all-activities = Ver todas las actividades
home-all-dining = Ver todos los restaurantes
whats-on-tonight = Esta noche
whats-on-weekend = Este fin de semana
whats-on-all-tonight = Todos los eventos de esta noche ({ $shown })
whats-on-all-weekend = Todos los eventos del fin de semana ({ $shown })
weekly-by-email = Este fin de semana por correo, cada jueves
whats-on-none-tonight = No queda nada más esta noche.
whats-on-none-weekend = Aún no hay nada para este fin de semana.
# Home's link to the Right now page.
right-now-link = Ahora mismo: lo que hay y lo que está abierto cerca
# Right now among the ideas for the day (Home, the collections).
right-now-line = Lo que hay y lo que está abierto ahora, lo más cercano primero.
series-every = Cada { $weekday }
series-dates = { $count ->
    [one] 1 fecha
   *[other] { $shown } fechas
}
series-next = próxima: { $date }
no-picture = Sin foto
no-image = Sin imagen
details = Detalles
details-for = de { $name } (se abre en una pestaña nueva)
# A card’s Details, which leaves the guide (#69).
details-site-for = de { $name } (abre el sitio del lugar en una pestaña nueva)
details-tickets-for = de { $name } (abre el sitio de venta de entradas en una pestaña nueva)
website = Sitio web
website-of = de { $name } (se abre en una pestaña nueva)
more-info = Más información
more-info-about = sobre { $name }
add-to-calendar-named = Añadir { $name } al calendario
call = Llamar al { $number }
call-named = Llamar a { $name } al { $number }
opens-map = (abre un mapa en una pestaña nueva)
close = Cerrar
favorite-add = Añadir a Mis favoritos
favorite-added = Añadido
favorite-added-title = ¡Añadido al plan!
favorite-added-text = { $name } se ha añadido a tu plan.
favorite-see = Ver Mis favoritos
favorite-see-alt = Mis favoritos está en la navegación
favorite-removed-title = Quitado del plan
favorite-removed-text = { $name } se ha quitado de tu plan.
favorites-saved = guardados

## Formularios.

characters-left = { $count ->
    [one] Queda { $shown } carácter
   *[other] Quedan { $shown } caracteres
}
characters-over = { $count ->
    [one] { $shown } carácter por encima del límite
   *[other] { $shown } caracteres por encima del límite
}
please-try-later = Inténtalo de nuevo más tarde.

## Lo que escribe el núcleo en tarjetas y páginas.

category-broadway = Broadway
category-opera = Ópera
category-ballet = Ballet
category-theater = Teatro
category-comedy = Comedia
category-speaker-series = Conferencias
category-live-music = Música en vivo
category-circus = Circo
category-festival = Festivales
category-museum = Museos
category-outdoor = Al aire libre
category-other = Otros
status-cancelled = Cancelado
status-postponed = Aplazado
cuisine-american = Americana
cuisine-italian = Italiana
cuisine-mexican = Mexicana
cuisine-asian = Asiática
cuisine-seafood = Pescados y mariscos
cuisine-steakhouse = Asador
cuisine-french = Francesa
cuisine-indian = India
cuisine-thai-vietnamese = Tailandesa/vietnamita
cuisine-mediterranean = Mediterránea
cuisine-other = Otra
contact-for-pricing = Consultar precio
no-rating = Sin valoración

error = Error
suggestion-error = No se pudo enviar la sugerencia
queued-title = Guardado: se enviará cuando vuelvas a tener conexión
queued-text = Se queda en este dispositivo hasta entonces, aunque cierres la página.

not-on-device = Aún no está en este dispositivo
not-on-device-text = Esto aún no está guardado en este dispositivo: conéctate para verlo.

calendar-failed = No se pudo crear el archivo de calendario
calendar-failed-text = Inténtalo de nuevo.
open-now = Abierto ahora
closed-now = Cerrado ahora
offline = Sin conexión
offline-no-connection = No hay conexión con la guía
offline-as-of = — mostrando la guía tal como estaba a las { $time }
offline-saved = — mostrando lo que este dispositivo tiene guardado

## Precios leídos por core (#69). $who es una de las palabras price-…; $from y $to son edades.
price-free = Gratis
price-free-for = Gratis para { $who }
price-adults = adultos
price-children = niños
price-seniors = mayores
price-students = estudiantes
price-members = miembros
price-ages = { $who } de { $from } a { $to } años
price-per-person = por persona
price-per-vehicle = por vehículo

## A place's facts (core's content::facts): set by staff, never guessed.
place-facts-good-to-know = Conviene saber
place-facts-access = Accesibilidad
place-facts-parking = Aparcamiento
place-fact-indoor = Bajo techo
place-fact-outdoor = Al aire libre
place-fact-kids = Ideal para niños
place-fact-dogs = Se admiten perros
place-fact-free = Entrada gratuita
place-fact-step-free = Entrada sin escalones
place-fact-accessible-restroom = Baño accesible
place-fact-accessible-parking = Aparcamiento accesible
place-fact-wheelchair-loan = Préstamo de sillas de ruedas
place-fact-quiet-hours = Horario tranquilo
place-fact-sign-language = Interpretación en lengua de signos
place-fact-audio-description = Audiodescripción
place-fact-free-parking = Aparcamiento gratuito
place-fact-paid-parking = Aparcamiento de pago
place-fact-street-parking = Aparcamiento en la calle
visit-minutes = Unos { $minutes } minutos
visit-hours = { $hours ->
    [one] Una hora
   *[other] Unas { $shown } horas
}
visit-hours-half = Unas { $hours } horas y media

## Collections: the guide's items for the day a visitor has (core's
## content::collections), on Home and their own pages. $count is a number.

collection-rainy-day-intro = Lugares bajo techo abiertos hoy, y los espectáculos de hoy en sala.
collection-with-kids-intro = Lugares para niños, y los eventos de esta semana con precio infantil.
collection-free-this-week-intro = Eventos gratis en los próximos siete días, y lugares de entrada gratuita.
collection-open-late-tonight-intro = Lugares abiertos aún a las 10 p. m. esta noche, y espectáculos desde las 9 p. m.
collection-step-free-intro = Lugares con entrada sin escalones.
collection-dog-friendly-intro = Lugares que admiten perros.
collections-heading = Ideas para tu día
collections-all = Todas las ideas
collection-events = Eventos
collection-activities = Actividades
collection-restaurants = Restaurantes
collection-more-events = { $count ->
    [one] Un evento en total: se muestran los más próximos.
   *[other] { $shown } eventos en total: se muestran los más próximos.
}
collection-empty = Hoy no hay nada en esta colección. Prueba otra idea:
collection-others = Más ideas
collection-subscribe = Añade sus eventos a tu calendario
