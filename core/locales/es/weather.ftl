# Cuándo visitar (/weather).

weather-intro = En { $city } hace calor todo el año. Esto es lo que trae cada temporada, para que elijas la visita que mejor te convenga.
weather-intro-no-city = En nuestra ciudad hace calor todo el año. Esto es lo que trae cada temporada, para que elijas la visita que mejor te convenga.
weather-seasons = Temporadas
weather-pros = A favor
weather-cons = En contra

season-peak = Temporada alta
season-peak-months = nov.–abr.
season-peak-rating = Excelente
season-peak-temperature = 16–27 °C (60–80 °F)
season-peak-pro-1 = Días secos y soleados, con poca humedad
season-peak-pro-2 = La temporada cultural: ópera, ballet, teatro y conciertos
season-peak-pro-3 = Un tiempo perfecto para la playa y para comer al aire libre
season-peak-con-1 = Hoteles más caros
season-peak-con-2 = Más gente en playas, restaurantes y carreteras
season-peak-con-3 = Reserva con antelación los espectáculos y las mesas más solicitados

season-summer = Verano
season-summer-months = may.–oct.
season-summer-rating = Buena
season-summer-temperature = 24–33 °C (75–92 °F)
season-summer-pro-1 = Precios más bajos y reservas fáciles
season-summer-pro-2 = Agua cálida del Golfo para nadar y remar
season-summer-pro-3 = Playas y atracciones más tranquilas
season-summer-con-1 = Calor y humedad
season-summer-con-2 = Tormentas breves e intensas por la tarde
season-summer-con-3 = Menos funciones mientras descansa la temporada cultural

season-hurricane = Temporada de huracanes
season-hurricane-months = 1 jun.–30 nov.
season-hurricane-rating = Regular
season-hurricane-temperature = 24–33 °C (75–92 °F)
season-hurricane-pro-1 = Las mejores ofertas de temporada baja
season-hurricane-pro-2 = La mayoría de los días siguen siendo soleados y tranquilos
season-hurricane-pro-3 = Jardines y parques verdes y frondosos
season-hurricane-con-1 = Una tormenta puede alterar los planes de viaje
season-hurricane-con-2 = Conviene contratar un seguro de viaje
season-hurricane-con-3 = Sigue la previsión antes y durante el viaje

weather-monthly = Guía mes a mes
months-dec-feb = dic.–feb.
months-dec-feb-text = Templado y seco, los meses más frescos. Eventos navideños y el corazón de la temporada cultural; lleva una chaqueta ligera para las noches.
months-mar-apr = mar.–abr.
months-mar-apr-text = Cálido, soleado y seco: la época más popular para venir. Festivales de primavera, mercados al aire libre y playas concurridas.
months-may-jun = may.–jun.
months-may-jun-text = Días calurosos y agua cada vez más cálida antes de las lluvias de verano. Menos gente; la temporada de huracanes empieza el 1 de junio.
months-jul-sep = jul.–sep.
months-jul-sep-text = Los meses más calurosos y lluviosos, con tormentas por la tarde. Deja las actividades al aire libre para la mañana y sigue las noticias del trópico.
months-oct-nov = oct.–nov.
months-oct-nov-text = Baja la humedad y se abre la temporada cultural. Vuelve el buen tiempo; la temporada de huracanes termina el 30 de noviembre.
weather-averages-lead = Temperaturas y lluvias de cada mes:
weather-averages = Clima medio en { $city }

weather-tips = Consejos rápidos
weather-tip-1 = Usa protector solar respetuoso con los arrecifes y bebe mucha agua en cualquier época: el sol de Florida es fuerte incluso en invierno.
weather-tip-2 = En verano, deja la playa y las actividades al aire libre para la mañana; las tormentas de la tarde suelen pasar en menos de una hora.
weather-tip-3 = En temporada alta, reserva hoteles, restaurantes y espectáculos con mucha antelación.
