field-image-url = URL de la imagen
field-source-url = URL de origen
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
field-status = Estado
field-status-hint = Un evento cancelado o aplazado sigue en la lista, señalado.
field-every-date = Aplicar estos cambios a todas las próximas fechas de esta serie ({ $count } fechas)
field-every-date-hint = Cada fecha conserva su día, su estado y cualquier valor propio (otra hora, otro precio).
field-activity-type = Tipo de actividad
field-price-example = p. ej. Gratis, 25 $
field-recurring-schedule-example = p. ej. Daily 10 AM - 5 PM; closed Thanksgiving
field-capacity = Aforo
field-visit-minutes = Duración de la visita (minutos)
field-visit-minutes-hint = Lo que suele durar una visita, p. ej. 90
visit-minutes-range = Una visita dura de 1 minuto a un día entero (1440 minutos).
field-rating = Valoración
field-rating-hint = De 1 a 10, en pasos de 0,1
field-price-range = Rango de precios
field-cuisine-choose = Elige una cocina
field-cuisine-detail-hint = Las palabras del propio restaurante, junto a la cocina
field-cuisine-detail-example = p. ej. peruana, española/cubana
field-area-choose = Elige una zona
field-open-hours-example = p. ej. Tue-Sun 11 AM - 10 PM; closed Mon
field-latitude = Latitud
field-longitude = Longitud

event-date-invalid = La fecha debe ser una fecha (AAAA-MM-DD)
event-end-date-invalid = La fecha de fin debe ser una fecha (AAAA-MM-DD)
event-end-before-start = La fecha de fin es anterior a la de inicio
restaurant-name-required = El nombre del restaurante es obligatorio.
restaurant-description-required = La descripción del restaurante es obligatoria.
restaurant-rating-invalid = La valoración debe ser un número del 1 al 10 en pasos de 0,1.
latitude-invalid = La latitud debe ser un número de -90 a 90.
longitude-invalid = La longitud debe ser un número de -180 a 180.
coordinates-both = Indique la latitud y la longitud, o ninguna de las dos.
position-unreadable = Pegue la posición como la da un mapa: latitud, longitud (27.3306, -82.5418).

## Los idiomas de la guía, en una frase y solos (una opción de menú).
language-name = { $lang ->
   *[en] inglés
    [es] español
    [fr] francés
    [de] alemán
}
language-label = { $lang ->
   *[en] Inglés
    [es] Español
    [fr] Francés
    [de] Alemán
}

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
admin-tab-today = Hoy
admin-tab-discovery = Descubrir eventos de lugares
admin-tab-activities = Añadir actividades
admin-tab-restaurants = Añadir restaurantes
admin-tab-images = Gestión de imágenes
admin-tab-inbox = Bandeja de revisión
admin-tab-suggestions = Sugerencias
admin-tab-manage = Gestionar contenido
admin-tab-weekly = Correo semanal
admin-tab-embed = Insertar
admin-tab-waiting = { $tab } ({ $count })
today-title = Lo que necesita atención
today-loading = Cargando…
today-inbox = { $count ->
    [0] No hay nada pendiente en la bandeja de revisión.
    [one] 1 evento espera en la bandeja de revisión.
   *[other] { $count } eventos esperan en la bandeja de revisión.
}
today-open-inbox = Abrir la bandeja de revisión
today-sources-heading = Fuentes seguidas
today-sources = { $count ->
    [0] Todas las fuentes seguidas se leen bien.
    [one] 1 fuente seguida falla o es sospechosa:
   *[other] { $count } fuentes seguidas fallan o son sospechosas:
}
today-open-sources = Abrir las fuentes seguidas
today-suggestions = { $count ->
    [0] No hay sugerencias nuevas.
    [one] 1 sugerencia nueva de un visitante.
   *[other] { $count } sugerencias nuevas de visitantes.
}
today-open-suggestions = Abrir las sugerencias
today-pictures-heading = Imágenes
today-pictures = { $count ->
    [0] Todos los próximos eventos tienen imagen.
    [one] 1 próximo evento no tiene una imagen que funcione.
   *[other] { $count } próximos eventos no tienen una imagen que funcione.
}
today-open-images = Abrir la gestión de imágenes
today-weekly = El próximo sale { $when }, para { $count ->
    [one] 1 suscriptor
   *[other] { $count } suscriptores
}.
today-open-weekly = Abrir el correo semanal
today-changes = Últimos cambios de otros
today-changes-none = Nadie más ha cambiado nada todavía.
today-change = { $who } · { $when }: { $item }
today-open-history = Abrir el historial
admin-checking-sign-in = Comprobando tu sesión…
admin-going-to-sign-in = Yendo a la página de inicio de sesión…

## La página de inicio de sesión (/api/login).
login-page-title = Iniciar sesión · { $guide }
login-title = Acceso del personal
login-email = Correo electrónico
login-password = Contraseña
login-submit = Iniciar sesión
login-back = ← Volver a la guía
login-missing = Escribe tu correo electrónico y tu contraseña.
login-other-site = Inicia sesión desde la página de acceso de este sitio.
login-invalid = Correo electrónico o contraseña incorrectos.
login-throttled = Demasiados intentos fallidos. Vuelve a intentarlo en { $minutes ->
        [one] { $minutes } minuto.
       *[other] { $minutes } minutos.
    }
admin-cancel = Cancelar

# A dialog's form with changes not saved, asked before it closes.
unsaved-title = ¿Descartar los cambios?
unsaved-text = Lo que cambió aquí no está guardado. Descartarlo no se puede deshacer.
unsaved-discard = Descartar cambios
unsaved-keep = Seguir editando
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
updated-successfully = { $kind ->
    [events] ¡Evento actualizado!
    [activities] ¡Actividad actualizada!
   *[restaurants] ¡Restaurante actualizado!
}
restaurant-similar-found = { $count ->
        [one] Ya hay 1 restaurante parecido en la guía
       *[other] Ya hay { $count } restaurantes parecidos en la guía
    }
edit-failed = { $kind ->
    [events] No se pudo actualizar el evento
    [activities] No se pudo actualizar la actividad
   *[restaurants] No se pudo actualizar el restaurante
}
edit-save = Guardar cambios
edit-conflict = { $who } cambió { $kind ->
    [events] este evento
    [activities] esta actividad
   *[restaurants] este restaurante
} después de que lo abrieras: { $fields }. No se guardó nada.
edit-conflict-someone = Alguien
edit-opening = { $kind ->
    [events] Abriendo el evento…
    [activities] Abriendo la actividad…
   *[restaurants] Abriendo el restaurante…
}
edit-gone = { $kind ->
    [events] Este evento ya no está en la guía.
    [activities] Esta actividad ya no está en la guía.
   *[restaurants] Este restaurante ya no está en la guía.
}
edit-open-failed = No se pudo abrir. Inténtalo de nuevo.
edit-not-saved = No se guardó: cambió mientras tanto
edit-meanwhile-title = Cambió mientras lo editabas
edit-meanwhile-change = { $who } · { $when }: { $fields }
edit-meanwhile-taken = Sus cambios ya están en el formulario y los tuyos se mantienen. Revísalo y guarda.
edit-meanwhile-both = { $count ->
    [one] Ambos cambiaron un campo: se mantiene el tuyo y el suyo se muestra debajo.
   *[other] Ambos cambiaron { $count } campos: se mantienen los tuyos y los suyos se muestran debajo.
}
edit-meanwhile-field = Cambió mientras tanto a «{ $value }». Se guardará el tuyo.
edit-meanwhile-field-cleared = Se vació mientras tanto. Se guardará el tuyo.
edit-meanwhile-theirs = Usar su versión

translations-title = Traducciones de { $name }
translations-written-in = Escrito en
translations-into = Idioma de destino
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

activity-scraped = ¡Actividad extraída!
activity-scraped-text = Revisa los datos de { $name } abajo y luego créala.
activity-unnamed = la actividad
activity-scrape-failed = No se pudo extraer la actividad
scrape-try-again = Revisa la URL e inténtalo de nuevo.
activity-created = ¡Actividad creada!
activity-created-text = { $name } ya aparece en la página de Actividades.
activity-create-failed = No se pudo crear la actividad
activity-scrape-heading = Extraer una actividad
activity-scrape-url = URL de la página de la actividad
activity-scrape-hint = La dirección de la página web de la actividad; lo que dice rellena el formulario de abajo.
activity-details = Datos de la actividad
admin-creating = Creando...
activity-create = Crear actividad
admin-clear-form = Vaciar formulario
restaurant-listed-text = { $name } aparece en la página de Restaurantes.
restaurant-scraped = ¡Restaurante extraído!
restaurant-scraped-text = Zona detectada: { $area }. Revisa los datos de abajo y luego créalo.
restaurant-scrape-failed = No se pudo extraer el restaurante
restaurant-created = ¡Restaurante creado!
restaurant-replaced = ¡Restaurante sustituido!
restaurant-create-failed = No se pudo crear el restaurante
restaurant-replace-failed = No se pudo sustituir el restaurante
restaurant-scrape-heading = Extraer un restaurante
restaurant-scrape-url = URL de la página del restaurante
restaurant-scrape-hint = La dirección de la página web del restaurante; lo que dice rellena el formulario de abajo y se detecta su zona.
restaurant-details = Datos del restaurante
restaurant-detected-area = Zona detectada:
restaurant-create = Crear restaurante
duplicate-title = Posible restaurante duplicado
duplicate-new = Restaurante nuevo
duplicate-existing = Ya en la guía
duplicate-id = (ID { $id })
duplicate-replace = Sustituir { $id }
duplicate-create-anyway = Crear de todos modos
duplicate-replace-existing = Sustituir el existente ({ $id })
manage-title = Gestionar contenido
manage-kind = Tipo de contenido
manage-kind-name = { $kind ->
    [events] Eventos
    [activities] Actividades
   *[restaurants] Restaurantes
}
manage-search = { $kind ->
    [events] Buscar eventos por título
    [activities] Buscar actividades por nombre
   *[restaurants] Buscar restaurantes por nombre
}
manage-translations = Traducciones
manage-translations-all = Todos, traducidos o no
manage-untranslated-into = Sin traducir al { $language }
manage-loading = { $kind ->
    [events] Cargando los eventos…
    [activities] Cargando las actividades…
   *[restaurants] Cargando los restaurantes…
}
manage-failed = No se pudo cargar esta lista.
manage-count = { $kind ->
    [events] { $count ->
        [one] { $count } evento
       *[other] { $count } eventos
    }
    [activities] { $count ->
        [one] { $count } actividad
       *[other] { $count } actividades
    }
   *[restaurants] { $count ->
        [one] { $count } restaurante
       *[other] { $count } restaurantes
    }
}
manage-count-of = { $kind ->
    [events] { $count } de { $total } eventos
    [activities] { $count } de { $total } actividades
   *[restaurants] { $count } de { $total } restaurantes
}
manage-none = Nada coincide con tu búsqueda.
manage-edit = Editar
manage-delete = Eliminar
manage-item-of = de { $name }

suggestion-status-new = Nueva
suggestion-status-added = Añadida
suggestion-status-dismissed = Descartada
suggestion-updated = Sugerencia actualizada
suggestion-updated-text = { $name } está marcada como { $status ->
    [new] nueva
    [added] añadida
   *[dismissed] descartada
}.
suggestion-update-failed = No se pudo actualizar la sugerencia
suggestion-by = Sugerida por { $name }
suggestion-on = el { $date }
suggestion-status = Estado
suggestions-title = Sugerencias de visitantes
suggestions-show = Mostrar
suggestions-all = Todas las sugerencias
suggestions-loading = Cargando las sugerencias…
suggestions-failed = No se pudieron cargar las sugerencias.
suggestions-none = Aún no hay sugerencias.
suggestions-none-of = { $status ->
    [new] No hay sugerencias nuevas.
    [added] No hay sugerencias añadidas.
   *[dismissed] No hay sugerencias descartadas.
}
images-intro = Elementos cuya imagen falta o no carga. Sube una para cada uno desde tu ordenador.
images-list-count = { $title } ({ $count })
images-all-working = { $kind ->
    [events] ¡Todos los eventos tienen imágenes que funcionan!
    [activities] ¡Todas las actividades tienen imágenes que funcionan!
   *[restaurants] ¡Todos los restaurantes tienen imágenes que funcionan!
}
images-checking = { $kind ->
    [events] Comprobando las imágenes de los eventos…
    [activities] Comprobando las imágenes de las actividades…
   *[restaurants] Comprobando las imágenes de los restaurantes…
}
images-uploaded = ¡Imagen subida!
images-uploaded-text = { $name } ya tiene su imagen: { $summary }.
images-upload-failed = Error al subir
images-upload-failed-text = No se pudo subir la imagen. Inténtalo de nuevo.
images-upload-failed-because = { images-upload-failed-text } { $reason }
images-file-for = Archivo de imagen para { $name }
images-uploading = Subiendo...
images-upload = Subir imagen
images-upload-for = para { $name }
images-broken = Imagen rota: { $image }
images-none = Sin imagen
images-small-title = Imágenes demasiado pequeñas para verse nítidas ({ $count })
images-small-text = Se ven, pero borrosas en un móvil. Sube una más grande para cada una.

list-loading = { $what ->
    [inbox] Cargando la bandeja…
    [submissions] Cargando los eventos de organizadores…
   *[sources] Cargando las fuentes…
}
list-failed = { $what ->
    [inbox] No se pudo cargar la bandeja: { $reason }
    [submissions] No se pudieron cargar los eventos de organizadores: { $reason }
   *[sources] No se pudieron cargar las fuentes: { $reason }
}
list-reload = vuelve a cargar la página.

discovery-events-page = Página de eventos
discovery-for = de { $name }
discovery-position = Posición en el mapa
discovery-created = Eventos creados
discovery-created-heading = { $count ->
    [one] 1 evento creado
   *[other] { $count } eventos creados
}
discovery-left = { $count ->
    [one] Se encontró 1 evento más que no se creó.
   *[other] Se encontraron { $count } eventos más que no se crearon.
}
discovery-show-left = Volver a mostrarlos
discovery-venues = Lugares
discovery-selected = { $count ->
    [one] { $count } seleccionado
   *[other] { $count } seleccionados
}
discovery-venues-text = Marca los lugares que quieres revisar. Se lee la página de eventos de cada uno; si cambias una dirección, se guarda al salir del campo.
discovery-venues-loading = Cargando lugares…
discovery-venues-failed = No se pudieron cargar los lugares.
discovery-custom-urls = URL personalizadas
discovery-custom-urls-hint = Una dirección por línea, para páginas de sitios que no están en la lista de lugares.
discovery-custom-urls-example = https://example.org/events
discovery-running = Buscando eventos...
discovery-run = Buscar eventos
discovery-pages = Páginas leídas
discovery-read = Leídas { $done } de { $total } páginas.
discovery-reading = Leyendo { $name } ({ $n } de { $total })…
discovery-comparing = Comparando los eventos encontrados con la guía…
discovery-starting = Empezando…
discovery-done = { $done } de { $total } hechas
discovery-page-failed = no se pudo leer ({ $error })
discovery-page-events = { $count ->
    [one] { $count } evento
   *[other] { $count } eventos
}
discovery-new-events = Eventos nuevos ({ $count })
discovery-select-all = Seleccionar todo
discovery-none-new = No se encontraron eventos nuevos en estas páginas.
discovery-check = Revisar antes de crear:
discovery-source-page = Página de origen
discovery-creating = Creando eventos...
discovery-create = Crear los eventos seleccionados ({ $count })
discovery-duplicates = Eventos duplicados ({ $count })
discovery-duplicates-text = Parecen eventos que ya están en la guía, así que no se ofrecen para crear.
discovery-similar-label = Parecido a:

inbox-scheduled = Programado
inbox-compare-caption = { $title }: como se publicó y como lo dice ahora su fuente
inbox-field = Campo
inbox-published = Publicado
inbox-now = Ahora
inbox-on-source = En su fuente
inbox-changed-mark = (cambiado)
inbox-select = Seleccionar { $title }
inbox-looks-like = Se parece a
# A source's series as one row of the inbox: $count dates, from $first to $last (dates as the guide writes them).
inbox-series-dates = { $count } fechas, del { $first } al { $last }
inbox-series-show = Ver las { $count } fechas
inbox-looks-like-text = el { $date }, ya en la guía. Vincúlalo para seguir ese evento desde esta fuente, o publícalo como otro.
inbox-not-updated = No se actualizó la bandeja
inbox-title = Bandeja de revisión
inbox-empty = No hay nada pendiente de revisar. Aquí aparece lo que las fuentes seguidas encuentran nuevo, cambiado, desaparecido o cancelado.
inbox-selected-events = Eventos seleccionados
inbox-select-all = Seleccionar los { $count }
inbox-nothing-in-common = Estos eventos no tienen ninguna acción en común.
inbox-select-all-from = Seleccionar todos de { $name }
inbox-review-new = Nuevo
inbox-review-changed = Cambiado
inbox-review-vanished = Ya no está en su fuente
inbox-review-postponed = Aplazado por su fuente
inbox-review-cancelled = Cancelado por su fuente
inbox-action-publish = Publicar
inbox-action-link = Vincular al de la guía
inbox-action-update = Actualizar
inbox-action-postpone = Marcar aplazado
inbox-action-cancel = Marcar cancelado
inbox-action-keep-published = Dejar como está publicado
inbox-action-keep-listed = Mantener en la lista
inbox-action-reject = Rechazar
inbox-action-remove = Quitar

field-url = URL
source-url-invalid = Escribe una dirección web que empiece por http:// o https://, o una cuenta como @events@example.org
source-url-private = Esta dirección está en una red privada o en esta máquina: la guía no puede leerla.
source-url-port = Solo se pueden seguir direcciones en los puertos web estándar (80 y 443).
source-account-unread = No se pudo leer la cuenta { $address }: { $why }
source-account-off = Seguir una cuenta necesita la federación: activa [federation] enabled en la configuración.
source-schedule-invalid = Léela cada 1 a { $max } horas, o solo cuando la ejecutes
schedule-when-run = Solo al ejecutarla
schedule-week = Cada semana
schedule-days = { $count ->
    [one] Cada día
   *[other] Cada { $shown } días
}
schedule-hours = { $count ->
    [one] Cada hora
   *[other] Cada { $shown } horas
}

sources-title = Fuentes seguidas
sources-empty = Aún no se sigue ninguna fuente. Sigue un lugar de la búsqueda o cualquier página abajo.
sources-waiting = { $count } en espera en la bandeja
sources-trust-publish = los cambios se publican solos
sources-trust-inbox = los cambios esperan en la bandeja
sources-account-pending = esperando a que la cuenta acepte el seguimiento
sources-account-accepted = seguida por ActivityPub
sources-account-refused = la cuenta rechazó el seguimiento
sources-last-read = última lectura { $ago }
sources-next-read = próxima lectura { $when }
sources-failing-for = Falla desde hace { $time }: { $error }
sources-failing = Falla: { $error }
sources-reading = Leyendo…
sources-waiting-reader = Esperando a un lector…
sources-run = Ejecutar ahora
sources-settings = Ajustes
sources-stop = Dejar de seguir
sources-stopped = Se dejó de seguir { $name }
sources-stopped-text = Los eventos que publicó siguen en la guía.
sources-stop-failed = No se pudo dejar de seguir { $name }
sources-stop-title = ¿Dejar de seguir esta fuente?
sources-stopping = Deteniendo…
sources-stop-text = ya no se leerá{ $count ->
    [0] {""}
    [one] , y su evento en espera sale de la bandeja
   *[other] , y sus { $count } eventos en espera salen de la bandeja
}. Los eventos que publicó siguen en la guía.
sources-venues-title = Lugares de la búsqueda aún sin seguir
sources-follow-all = Seguir los { $count }
sources-venues-text = Cada uno se lee en su página de eventos cada pocas horas, y lo que cambia espera en la bandeja.
sources-follow = Seguir
sources-read-failed = Falló la lectura de { $name }
sources-read = { $name } leída
sources-not-read = { $name } aún no se ha leído
sources-not-read-text = Su lectura no ha empezado; la guía la leerá en cuanto pueda.
sources-watch-failed = No se pudo seguir la lectura de { $name }
sources-reload = Vuelve a cargar la página.
sources-run-failed = No se pudo ejecutar { $name }
sources-follow-failed = No se pudo seguir { $name }
sources-following = Siguiendo { $name }
sources-following-venues = Siguiendo { $count } lugares
sources-first-reads = Sus primeras lecturas empiezan ya.
sources-read-when-run = Se lee cuando la ejecutas.
sources-first-read = { $schedule }; su primera lectura empieza ya.
sources-schedule = { $schedule }.
sources-already-followed = Esta dirección ya se sigue
sources-save-failed = No se pudo guardar { $name }
sources-follow-source-failed = No se pudo seguir la fuente
sources-saved = { $name } guardada
sources-settings-of = Ajustes de { $name }
sources-follow-page = Seguir una página o un feed
sources-follow-page-text = La página de eventos de un lugar, un feed iCal o cualquier página que liste eventos. La guía la vuelve a leer sola. O la cuenta de otra guía, de una instancia de Gancio o de Mobilizon (@events@example.org): la guía la sigue y sus eventos llegan a medida que cambian.
sources-url-example = https://… o @events@…
sources-venue-hint = Aquí van los eventos que no nombran un lugar propio.
sources-no-venue = Sin lugar
sources-read-it = Leerla
sources-trust = Qué hacen sus cambios
sources-trust-wait = Esperar en la bandeja de revisión
sources-trust-live = Publicarse solos
sources-saving = Guardando…
sources-save = Guardar
sources-following-busy = Siguiendo…

## Palabras del núcleo para el personal.
status-scheduled = Programado
scrape-url-missing = Escribe una URL
scrape-url-missing-text = Escribe la URL de la página web de la actividad que quieres leer.
activity-required = Completa los campos obligatorios
activity-required-text = El nombre y la descripción de la actividad son obligatorios.
image-not-jpeg-or-png = Selecciona un archivo de imagen válido (JPEG o PNG)
image-too-large = La imagen debe ocupar menos de 5 MB
image-field-missing = Adjunta la imagen en el campo «image»
image-damaged = La imagen está dañada o sus dimensiones no son compatibles
image-unreadable = La imagen está dañada o su formato no es compatible
image-too-many-pixels = La imagen es demasiado grande para procesarla: como máximo { $side } píxeles por lado y { $megapixels } megapíxeles
image-upload-unreadable = No se pudo leer el archivo enviado: { $reason }
area-detected = { $area } ({ $percent } % de confianza, por { $method ->
        [coordinates] las coordenadas del mapa
        [addressLocality] la localidad de la dirección
        [zipCode] el código postal
        [restaurantName] un lugar en el nombre del restaurante
       *[none] ningún indicio
    })
picture-summary = { $width } × { $height } px, { $widths ->
        [one] 1 ancho
       *[other] { $widths } anchos
    } en WebP y JPEG, { $size } KB en total
picture-too-small = Solo { $width } px de ancho: sube una de al menos { $min } px

## La salud de una fuente seguida.
source-state = { $state ->
    [waiting] Sin leer aún
    [reading] Leyendo
    [ok] Correcta
    [suspicious] Sospechosa
   *[failing] Con fallos
}
source-found = { $count ->
    [one] 1 evento encontrado
   *[other] { $count } eventos encontrados
}
time-span = { $unit ->
    [minute] { $count ->
        [one] 1 minuto
       *[other] { $count } minutos
    }
    [hour] { $count ->
        [one] 1 hora
       *[other] { $count } horas
    }
   *[day] { $count ->
        [one] 1 día
       *[other] { $count } días
    }
}
time-ago = hace { $span }
time-just-now = ahora mismo
time-in = en { $span }
time-due-now = pendiente ya
time-under-a-minute = menos de un minuto

## Lo que hizo una decisión en la bandeja de revisión.
inbox-done = { $action ->
    [publish] Publicados
    [link] Enlazados
    [update] Actualizados
    [reject] Rechazados
    [remove] Eliminados
   *[keep] Conservados
}: { $count ->
    [one] 1 evento
   *[other] { $count } eventos
}
inbox-marked = { $how ->
    [cancelled] Marcados como cancelados
    [postponed] Marcados como aplazados
   *[both] Marcados como cancelados o aplazados
}: { $count ->
    [one] 1 evento
   *[other] { $count } eventos
}
inbox-select-one = Selecciona al menos un evento
inbox-too-many = Decide sobre { $max } eventos como máximo a la vez
inbox-not-waiting = El evento { $n } ya no está en espera: vuelve a cargar la bandeja
inbox-unfit = El evento { $n } { $review ->
        [new] es nuevo
        [changed] ha cambiado
        [vanished] ha desaparecido
       *[withdrawn] se ha retirado
    }: no se puede { $action ->
        [publish] publicar
        [link] enlazar
        [update] actualizar
        [reject] rechazar
        [remove] eliminar
        [cancel] marcar como cancelado
       *[keep] conservar
    }
inbox-nothing-read = El evento { $n } no tiene nada leído que publicar: vuelve a leer su fuente
inbox-nothing-similar = El evento { $n } no se parece a ningún evento de la guía: publícalo o recházalo
event-n-problem = Evento { $n }: { $problem }
venue-missing = El lugar { $id } no existe
web-address-needed = Escribe una dirección web completa que empiece por http:// o https://
web-address-too-long = La dirección es demasiado larga
discovery-nothing-selected = Selecciona un lugar o escribe una URL personalizada
discovery-too-many = Busca en { $max } páginas como máximo a la vez
weekly-admin-heading = «Este fin de semana en { $city }»
weekly-admin-subscribers = { $count ->
    [one] Un suscriptor
   *[other] { $count } suscriptores
}
weekly-admin-waiting = { $count ->
    [one] y uno más esperando su confirmación
   *[other] y { $count } más esperando su confirmación
}
weekly-admin-next = Próximo envío: { $day }
weekly-admin-sending = El número de esta semana se está enviando (desde { $day }).
weekly-admin-events = { $count ->
    [one] Incluye un evento de todas las categorías, tal como está la guía ahora.
   *[other] Incluye { $count } eventos de todas las categorías, tal como está la guía ahora.
}
weekly-admin-preview = Vista previa del próximo número
weekly-admin-empty = Aún no hay nada ese fin de semana: nadie recibiría un correo.
weekly-admin-loading = Cargando el correo semanal…
weekly-admin-failed = No se pudo cargar el correo semanal.

## Insertar: los eventos de la guía en sitios de socios (#38)
embed-admin-heading = Los eventos de la guía en los sitios de los socios
embed-admin-intro = Elija lo que debe mostrar la página de un hotel o de un local y envíele uno de estos fragmentos. El widget funciona en cualquier sitio; el marco solo se muestra en los sitios indicados para él.
embed-admin-category = Categoría
embed-admin-all-categories = Todas las categorías
embed-admin-venue = Lugar
embed-admin-all-venues = Todos los lugares
embed-admin-dates = Fechas
embed-admin-limit = Eventos mostrados
embed-admin-limit-hint = De 1 a { $max }.
embed-admin-layout = Diseño
embed-admin-layout-list = Lista
embed-admin-layout-cards = Tarjetas con fotos
embed-admin-theme = Tema
embed-admin-theme-hint = El widget también toma los colores de la página: --guide-accent, --guide-text, --guide-background, --guide-muted, --guide-border, --guide-font.
embed-admin-theme-light = Claro
embed-admin-theme-dark = Oscuro
embed-admin-theme-auto = Como el dispositivo del lector
embed-admin-lang = Idioma
embed-admin-lang-default = English
embed-admin-widget = Widget
embed-admin-widget-hint = Dos líneas para la página del socio: el script una vez y el elemento donde van los eventos.
embed-admin-iframe = Marco, para los creadores de sitios que no admiten scripts
embed-admin-frame-origins = El marco solo se muestra en: { $origins }.
embed-admin-no-frame-origins = Ningún sitio de un socio puede mostrar el marco todavía: el administrador del servidor los indica en el ajuste embed_origins.
embed-admin-frame-title = Qué hay en { $city }
embed-admin-copy = Copiar
embed-admin-copied = Fragmento copiado
embed-admin-not-copied = No se pudo copiar el fragmento: selecciónelo y cópielo a mano.
embed-admin-preview = Vista previa
embed-admin-loading = Cargando los ajustes para insertar…
embed-admin-failed = No se pudieron cargar los ajustes para insertar.

## Cuentas del personal (#39).
account-role-admin = Administrador
account-role-editor = Editor
account-last-admin = La última cuenta de administrador no se puede eliminar, desactivar ni convertir en editor.
account-link-used = Este enlace ya se ha usado o no es válido. Pide uno nuevo.
account-link-expired = Este enlace ha caducado. Pide uno nuevo.
account-email-invalid = «{ $email }» no es una dirección de correo válida.
account-first-name-required = El nombre es obligatorio.
account-last-name-required = El apellido es obligatorio.
account-password-short = La contraseña debe tener al menos { $min } caracteres.
account-exists = { $email } ya tiene una cuenta.
account-current-password-wrong = La contraseña actual no es correcta.
account-expires-in = Caduca en { $span }
account-password-hint = Al menos { $min } caracteres.
account-first-name = Nombre
account-last-name = Apellido
account-invitation-title = Únete al panel
account-invitation-intro = Te han invitado al panel de { $guide } como { $role } ({ $email }). Elige tu nombre y una contraseña para aceptar.
account-accept = Aceptar e iniciar sesión
account-back-to-sign-in = Ir a la página de acceso
login-forgot = ¿Olvidaste tu contraseña?
account-reset-title = Contraseña olvidada
account-reset-intro = Escribe el correo de tu cuenta: le enviaremos un enlace para elegir una contraseña nueva.
account-reset-send = Enviar el enlace
account-reset-sent = Si una cuenta usa { $email }, le llegará un enlace para elegir una contraseña nueva. Sirve durante una hora.
account-new-password-title = Elige una contraseña nueva
account-new-password-intro = Para { $email }. Se cierran todas las sesiones de la cuenta y entrarás con la contraseña nueva.
account-new-password = Contraseña nueva
account-save-password = Guardar e iniciar sesión
account-ask-new-link = Pedir un enlace nuevo
admin-tab-accounts = Cuentas
admin-tab-account = Tu cuenta
accounts-heading = Cuentas del personal
accounts-intro = Los administradores gestionan el sitio: cuentas, fuentes seguidas, el correo semanal y la inserción. Los editores cuidan el contenido: los formularios, la bandeja de revisión, las sugerencias y las imágenes.
accounts-name = Nombre
accounts-role = Rol
accounts-status = Estado
accounts-actions = Acciones
accounts-you = { $name } (tú)
accounts-active = Activa
accounts-disabled = Desactivada
accounts-disable = Desactivar
accounts-enable = Activar
accounts-remove = Eliminar
accounts-role-of = Rol de { $name }
accounts-remove-title = ¿Eliminar la cuenta de { $name }?
accounts-remove-text = Se cierra su sesión al instante y ya no podrá entrar. Lo que cambió en la guía se queda.
accounts-saved = Cuenta guardada
accounts-removed = Cuenta eliminada
accounts-loading = Cargando las cuentas…
accounts-load-failed = No se pudieron cargar las cuentas.
accounts-invite-heading = Invitar a alguien
accounts-invite-email = Correo electrónico
accounts-invite-send = Enviar la invitación
accounts-invite-sending = Enviando…
accounts-invited = Invitación enviada a { $email }
accounts-pending = Invitaciones pendientes
accounts-withdraw = Retirar
accounts-withdrawn = Invitación retirada
password-heading = Tu contraseña
password-intro = Al cambiarla se cierran tus otras sesiones.
password-current = Contraseña actual
password-new = Contraseña nueva
password-save = Cambiar la contraseña
password-saved = Contraseña cambiada. Tus otras sesiones se han cerrado.

## The History tab (#39).
history-unnamed = (sin nombre)
admin-tab-history = Historial
history-heading = Historial de cambios
history-intro = Cada cambio en la guía: quién lo hizo, cuándo y cómo era antes y después.
history-person = Persona
history-everyone = Todos
history-kind = Tipo
history-all-kinds = Todo
history-since = Desde
history-until = Hasta
history-kind-event = Evento
history-kind-activity = Actividad
history-kind-restaurant = Restaurante
history-kind-venue = Lugar
history-kind-source = Fuente seguida
history-kind-suggestion = Sugerencia
history-kind-account = Cuenta del personal
history-operation-create = Creado
history-operation-update = Modificado
history-operation-delete = Eliminado
history-action-edit = una edición
history-action-create = un formulario
history-action-delete = una eliminación
history-action-bulk-create = una creación en bloque
history-action-inbox-publish = la bandeja de revisión
history-action-replace = un reemplazo
history-action-upload = una subida de imagen
history-action-translate = una traducción
history-action-status = una revisión
history-action-source-run = la lectura de una fuente
history-action-account = un cambio de cuenta
history-action-revert = una anulación
history-action-seed = el contenido de demostración
history-action-visitor = la sugerencia de un visitante
history-action-system = la guía
history-by = { $who }, por { $action }
history-by-guide = La guía
history-by-removed = Una cuenta eliminada
history-field = Campo
# History names a recorded field by its form label; these have no form.
history-field-created-at = Creado
history-field-disabled-at = Desactivado
history-field-events-page-url = URL de la página de eventos
history-field-every-hours = Leer cada (horas)
history-field-facts = Datos
history-field-image-source = Origen de la imagen
history-field-submitter-email = Sugerido por (correo)
history-field-submitter-name = Sugerido por
history-field-trust = Confianza
history-field-type = Tipo
history-before = Antes
history-after = Después
history-empty-value = (vacío)
history-more = Ver cambios anteriores
history-none = Ningún cambio coincide con estos filtros.
history-loading = Cargando el historial…
history-failed = No se pudo cargar el historial.
history-fields = { $count ->
    [one] 1 campo
   *[other] { $count } campos
}
history-undo = Deshacer
history-undo-batch = { $count ->
    [one] Deshacer este paso
   *[other] Deshacer los { $count } cambios de este paso
}
history-undone = { $count ->
    [one] Deshecho: 1 cambio
   *[other] Deshechos: { $count } cambios
}
history-undo-not-here = Los cambios de cuentas del personal y de fuentes seguidas no se deshacen aquí: vuelva a cambiarlos en su propia pestaña.
history-undo-already = «{ $item }» ya está como antes de este cambio.
history-undo-changed-since = «{ $item }» se volvió a cambiar después ({ $fields }): deshaga primero el cambio posterior.
history-undo-deleted-since = «{ $item }» se eliminó después: restáurelo primero.
history-of-item = Historial de este elemento
history-undo-batch-title = { $count ->
    [one] ¿Deshacer este paso?
   *[other] ¿Deshacer { $count } cambios a la vez?
}
history-undo-batch-text = Todo lo que cambió este paso ({ $action }, { $when }) vuelve a quedar como estaba. La anulación también queda registrada y se puede deshacer.
history-undoing = Deshaciendo…

## Under the hours' field: how the guide reads them (#69). $hours is the guide's reading.
hours-read-as = Se lee como: { $hours }
hours-not-read = No se lee como horario: se muestra tal cual, sin decir nunca si está abierto o cerrado. Escríbalo en inglés, como ‘Daily 10 AM - 5 PM; closed Thanksgiving’.

## Add Event (#71): an event added by hand, one date or a series.
event-add = Añadir evento
event-add-title = Añadir un evento
event-add-save = Añadir evento
event-add-adding = Añadiendo…
event-add-failed = El evento no se añadió
event-added = { $count ->
    [one] Evento añadido
   *[other] { $count } fechas del evento añadidas
}
event-added-text = «{ $name }» está en la guía.
event-added-translate = Traducirlo
event-similar-found = { $count ->
    [one] La guía ya tiene un evento parecido. Aún no se añadió nada.
   *[other] La guía ya tiene { $count } eventos parecidos. Aún no se añadió nada.
}
event-similar-heading = ¿Es uno de estos?
event-similar-field = Campo
event-similar-yours = El suyo
event-similar-guides = En la guía
event-similar-edit = Editar el evento de la guía
event-similar-add-anyway = Añadirlo de todos modos
event-similar-back = Volver al formulario

## The merge view (#71): the guide's event beside a new read of it.
merge-title = Combinar con el evento de la guía
merge-intro = Elija, campo por campo, qué conserva «{ $name }». Solo se muestran los campos que difieren.
merge-guides = En la guía
merge-found = Encontrado
merge-none = (nada)
merge-nothing-differs = Todo lo leído ya está en el evento de la guía.
merge-same = Igual en ambos: { $fields }
merge-follow = Seguir esta página para este evento
merge-follow-hint = Sus cambios posteriores llegan a la bandeja de revisión: { $url }
merge-follow-failed = Combinado, pero la página no se sigue
merge-save = Guardar la combinación
merge-saved = Combinado con «{ $name }»
discovery-merge = Comparar y combinar
discovery-merge-into = con { $name }
discovery-create-anyway = Crear de todos modos
discovery-added-anyway = Añadido como evento propio

## A suspicious source (#71): a read that found far fewer events.
source-suspicion = Encontró { $found } eventos donde antes había { $before }: ¿está bien la página? Lo que desapareció de ella espera hasta que un administrador confirme la página o una lectura vuelva a encontrar sus eventos.
source-confirm = La página está bien
source-confirmed = Confirmada: ya se puede decidir sobre lo que desapareció
inbox-held = Retenido: la última lectura de su fuente encontró muchos menos eventos que los { $before } de antes; su página puede estar rota. Un administrador confirma primero la página.
inbox-held-refused = El evento { $n } está retenido hasta que se confirme la página de su fuente

## Why a page discovery read gave no event (#71).
discovery-page-past = { $count ->
    [one] el único evento de la página ya pasó
   *[other] los { $count } eventos de la página ya pasaron
}
discovery-page-no-events = la página no tiene ningún evento que la guía pueda leer (ni eventos schema.org, ni calendario, ni una lista con fechas)

## A suggestion turned into the guide's item, or dismissed with a note (#71).
## $name is what the visitor suggested.
draft-unread = No se pudo leer la página ({ $reason }): el formulario tiene lo que escribió el visitante.
draft-no-event = { $count ->
    [0] La página no tiene ningún evento que la guía sepa leer: el formulario tiene lo que escribió el visitante.
    [one] El único evento de la página no se llama «{ $name }»: el formulario tiene lo que escribió el visitante.
   *[other] Ninguno de los { $count } eventos de la página se llama «{ $name }»: el formulario tiene lo que escribió el visitante.
}
suggestion-venue-no-form = Un recinto no se añade desde una sugerencia: lee su página de eventos en Descubrimiento.
suggestion-item-missing = La guía no tiene { $kind } { $id }.
suggestion-note = Nota
suggestion-create-from = Crear a partir de esto
suggestion-reading = Leyendo { $name }…
suggestion-read-failed = No se pudo abrir la página sugerida
suggestion-added-as = Añadido: { $name }
suggestion-note-shown = Nota: { $note }
suggestion-dismiss-title = ¿Descartar «{ $name }»?
suggestion-dismiss-text = Deja de estar entre las sugerencias nuevas. Una nota explica por qué al equipo que la lea después.
suggestion-dismiss = Descartar
suggestion-dismissing = Descartando…
suggestion-from = De la sugerencia de { $visitor }: { $name }
suggestion-linked = Sugerencia marcada como añadida
suggestion-linked-text = { $visitor } recibe un correo: { $name } ya está en la guía.
suggestion-link-failed = No se pudo marcar la sugerencia como añadida
suggestion-listed-already = Puede que la guía ya lo tenga:
suggestion-it-is-this = Es este
history-field-added-id = Elemento creado a partir de ella
history-field-added-kind = Convertida en
history-field-note = Nota

## Translations whose original changed since (#71). $language is the original's.
translations-tab-outdated = · por actualizar
translations-field-outdated = El texto en { $language } cambió desde que se tradujo. Era: «{ $was }»
manage-translations-outdated = Traducciones por actualizar
today-translations-heading = Traducciones
today-translations = { $count ->
    [0] Todas las traducciones están al día.
    [one] 1 elemento tiene una traducción por actualizar.
   *[other] { $count } elementos tienen traducciones por actualizar.
}
today-translation = { $item } · { $languages }
today-open-manage = Abrir Gestionar contenido

## The weekly e-mail's introduction and test send (#71).
weekly-intro-label = Introducción
weekly-test-empty = El próximo número no tiene eventos: no hay nada que enviar.
weekly-test-sent = El próximo número va de camino a { $email }.
weekly-admin-intro-heading = Introducción
weekly-admin-intro-hint = Todos los suscriptores la leen antes de los eventos del próximo número, en el idioma en que la escribas. Déjala vacía si no quieres ninguna.
weekly-admin-intro-save = Guardar la introducción
weekly-admin-intro-saved = Introducción guardada
weekly-admin-intro-failed = No se pudo guardar la introducción
weekly-admin-test = Enviarme una prueba
weekly-admin-testing = Enviando…
weekly-admin-test-failed = No se pudo enviar la prueba

## An event its page places beyond the city's reach (#71).
discovery-far = A { $km } km de { $city }: comprueba que corresponde a la guía.

## El envío de un organizador rechazado, con su motivo (issue 73).
field-decline-reason = Motivo
submission-not-pending = Este envío no espera revisión: su organizador no lo confirmó, o el equipo ya lo decidió.
submissions-approved = Publicado: { $count ->
        [one] el evento está en la guía.
       *[other] { $shown } eventos están en la guía.
    }
submissions-declined = { $count ->
        [one] Rechazado; se le explica el motivo a su organizador.
       *[other] { $shown } rechazados; se les explica el motivo a sus organizadores.
    }

## Organizers' events in the review inbox (issue 73).
submissions-title = Enviados por organizadores
submissions-intro = Eventos que los organizadores enviaron con 'Añade tu evento', una vez confirmada su dirección. Nada se publica sin el equipo.
submissions-empty = Ningún evento de organizadores espera revisión.
submissions-selected = Eventos de organizadores seleccionados
submission-from = De { $name } ({ $email })
submission-new-venue = Lugar nuevo: { $name }, { $address }
submission-repeats = { $repeat }, hasta el { $until }
submission-show-description = Descripción y enlaces
submission-ticket-link = Entradas: { $url }
submission-looks-like = Puede que la guía ya lo tenga:
submission-publish = Publicar
submission-publishing = Publicando…
submission-not-published = El evento no se publicó
submission-edit = Editar y publicar
submission-edit-title = Editar «{ $title }» y publicar
submission-decline = Rechazar
submission-declining = Rechazando…
submission-not-declined = No se rechazó nada
submission-decline-one = Rechazar «{ $title }»
submission-decline-many = { $count ->
        [one] Rechazar un evento
       *[other] Rechazar { $shown } eventos
    }
submission-decline-reason-hint = Se envía por correo al organizador tal como lo escribas.
submission-block = Impedir que vuelva a enviar
submission-block-nobody = A nadie
submission-block-address = { $count ->
        [one] La dirección del remitente
       *[other] Las direcciones de los remitentes
    }
submission-block-domain = { $count ->
        [one] Todas las direcciones del dominio del remitente
       *[other] Todas las direcciones de los dominios de los remitentes
    }
today-submissions = { $count ->
        [0] Ningún evento de organizadores espera revisión.
        [one] 1 evento de organizadores espera revisión.
       *[other] { $shown } eventos de organizadores esperan revisión.
    }
field-block-target = Cuenta o instancia
block-target-invalid = Escribe la dirección de una cuenta (https://…/users/…) o el nombre de una instancia (example.org)
block-exists = Ya está bloqueado
block-done = { $value } bloqueado: { $followers ->
    [0] ningún seguidor eliminado
    [one] 1 seguidor eliminado
   *[other] { $followers } seguidores eliminados
}, { $sources ->
    [0] ninguna fuente detenida
    [one] 1 fuente detenida
   *[other] { $sources } fuentes detenidas
}.
source-account-blocked = Esta cuenta o su instancia está bloqueada: desbloquéala primero.
blocks-title = Cuentas e instancias bloqueadas
blocks-text = Lo que una cuenta o instancia bloqueada envía a la guía se rechaza: deja de seguir a la guía, y la guía deja de seguirla.
blocks-empty = No hay nada bloqueado.
blocks-example = spam.example o https://spam.example/users/nombre
blocks-add = Bloquear
blocks-adding = Bloqueando…
blocks-kind-actor = cuenta
blocks-kind-instance = instancia
blocks-remove = Desbloquear
blocks-removed = { $value } desbloqueado
blocks-failed = No se pudo bloquear { $value }
blocks-unblock-failed = No se pudo desbloquear { $value }
blocks-confirm-title = ¿Bloquear { $value }?
blocks-confirm-text = Lo que envíe a la guía se rechazará, sus seguidores de la guía se eliminarán y las fuentes que lo siguen se detendrán (sus eventos publicados se quedan).
