# Lo que solo escribe el servidor: la descripción de cada página.

page-home-description = Eventos, actividades y restaurantes en { $city }, Florida: qué hay, adónde ir y dónde comer, con una lista de favoritos para llevar contigo.
page-events-description = Todos los próximos eventos en { $city }: conciertos, teatro, festivales, arte y planes en familia, por fecha, categoría y lugar.
page-activities-description = Qué hacer en { $city }: museos, jardines, playas, naturaleza, excursiones y ocio al aire libre.
page-dining-description = Dónde comer en { $city }: restaurantes por zona, cocina, precio y valoración, con sus horarios.
page-search-description = Busca entre los eventos, actividades, restaurantes y lugares de { $city }.
page-weather-description = La mejor época para visitar { $city }: el tiempo, la afluencia y lo más destacado de cada temporada.
page-favorites-description = Tus eventos, actividades y restaurantes guardados en { $city }, para enviarlos por correo.
page-trip-description = Tus eventos, actividades y restaurantes guardados en { $city }, en los días de tu viaje, en orden y con los trayectos.
page-shared-plan-description = Un plan de eventos, actividades y restaurantes en { $city }, compartido desde la guía.
page-reminders-description = Los recordatorios de eventos que la guía de { $brand } guarda para tu correo: consúltalos, confírmalos o bórralos.
page-suggest-description = Sugiere un evento, una actividad o un restaurante para la guía de { $city }.
page-add-event-description = ¿Organizas un evento en { $city }? Envíalo a la guía: nuestro equipo lo revisa y lo publica.
page-my-submission-description = El evento que enviaste a la guía de { $brand }: su revisión y cambios mientras espera.
page-collections-description = Ideas para el día que tienes en { $city }: día de lluvia, con niños, gratis esta semana, abierto hasta tarde, sin escalones y con perros.
page-right-now-description = Lo que hay y lo que está abierto ahora mismo en { $city }: los eventos que quedan hoy y los restaurantes y lugares abiertos, los más cercanos primero.
page-collection-rainy-day-description = Qué hacer en { $city } en un día de lluvia: lugares bajo techo abiertos hoy y los espectáculos de hoy.
page-collection-with-kids-description = { $city } con niños: lugares para niños y los eventos familiares de esta semana.
page-collection-free-this-week-description = Qué hacer gratis en { $city } esta semana: eventos gratis y lugares de entrada gratuita.
page-collection-open-late-tonight-description = Abierto hasta tarde esta noche en { $city }: restaurantes y lugares abiertos a las 10 p. m., y espectáculos nocturnos.
page-collection-step-free-description = Lugares sin escalones en { $city }: museos, jardines y restaurantes con entrada sin escalones.
page-collection-dog-friendly-description = Lugares que admiten perros en { $city }: parques, playas y restaurantes.
page-admin-description = El panel del personal de la Guía de { $brand }.

activity-lead = { $kind } en { $place }
restaurant-lead = Restaurante ({ $cuisine }) en { $place }
restaurant-lead-plain = Restaurante en { $place }
restaurant-rated = valoración { $rating }

feed-name = Eventos de { $brand }
feed-description = Próximos eventos de la Guía del Visitante de { $brand }, cada uno con su página.
feed-of-category = { $name }: { $category }
# $collection is a collection's title ('Rainy day').
feed-of-collection = { $name }: { $collection }
feed-at-venue = { $name } en { $venue }
plan-removed-note = ya no está en la guía

## Los eventos de la guía en las páginas de sus socios (el widget y su iframe)
embed-heading = Qué hay en { $city }
embed-empty = Todavía no hay eventos aquí.
embed-more = Más eventos en la Guía del Visitante de { $brand }

# The guide's ActivityPub actor (issue 73): its profile's text.
federation-actor-summary = Los eventos de { $city }, de la { $name }: conciertos, teatro, festivales, arte y salidas en familia. Síguenos para ver cada evento nuevo con su página.
