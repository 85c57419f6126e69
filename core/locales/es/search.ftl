search-events = Eventos
search-activities = Actividades
search-restaurants = Restaurantes
search-venues = Lugares
search-venue = Lugar

search-hint = Escribe en el buscador de arriba (o pulsa / ) para buscar eventos, actividades, restaurantes y lugares.
search-unavailable = La búsqueda no está disponible ahora mismo. Vuelve a intentarlo en un momento.
search-not-on-device = Para buscar sin conexión, la guía tiene que estar guardada en este dispositivo, y aún no lo está: conéctate para buscar.
searching = Buscando…
search-none = No hay resultados para «{ $query }».
search-count = { $count ->
    [one] { $shown } resultado para «{ $query }»
   *[other] { $shown } resultados para «{ $query }»
}
search-did-you-mean = ¿Quisiste decir
search-or = o
search-did-you-mean-end = ?
search-browse = Explora la guía
search-suggestions = Sugerencias
search-for = Buscar «{ $query }»
search-see-all = Ver todos los resultados de «{ $query }»
search-suggestion-count = { $count ->
    [one] { $shown } sugerencia
   *[other] { $shown } sugerencias
}
