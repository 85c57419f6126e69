# Beste Reisezeit (/weather).

weather-intro = In { $city } ist es das ganze Jahr über warm. Hier steht, was jede Saison bietet, damit Sie die passende Reisezeit wählen können.
weather-intro-no-city = In unserer Stadt ist es das ganze Jahr über warm. Hier steht, was jede Saison bietet, damit Sie die passende Reisezeit wählen können.
weather-seasons = Jahreszeiten
weather-pros = Vorteile
weather-cons = Nachteile

season-peak = Hauptsaison
season-peak-months = Nov.–Apr.
season-peak-rating = Ausgezeichnet
season-peak-temperature = 16–27 °C (60–80 °F)
season-peak-pro-1 = Trockene, sonnige Tage und wenig Luftfeuchtigkeit
season-peak-pro-2 = Die Kultursaison: Oper, Ballett, Theater und Konzerte
season-peak-pro-3 = Ideales Wetter für den Strand und das Essen im Freien
season-peak-con-1 = Höhere Hotelpreise
season-peak-con-2 = Vollere Strände, Restaurants und Straßen
season-peak-con-3 = Beliebte Vorstellungen und Tische früh reservieren

season-summer = Sommer
season-summer-months = Mai–Okt.
season-summer-rating = Gut
season-summer-temperature = 24–33 °C (75–92 °F)
season-summer-pro-1 = Niedrigere Preise und leichte Reservierungen
season-summer-pro-2 = Warmes Golfwasser zum Schwimmen und Paddeln
season-summer-pro-3 = Ruhigere Strände und Sehenswürdigkeiten
season-summer-con-1 = Heiß und schwül
season-summer-con-2 = Kurze, heftige Gewitter am Nachmittag
season-summer-con-3 = Weniger Vorstellungen, solange die Kultursaison ruht

season-hurricane = Hurrikansaison
season-hurricane-months = 1. Juni–30. Nov.
season-hurricane-rating = Mäßig
season-hurricane-temperature = 24–33 °C (75–92 °F)
season-hurricane-pro-1 = Die besten Angebote der Nebensaison
season-hurricane-pro-2 = Die meisten Tage sind trotzdem sonnig und ruhig
season-hurricane-pro-3 = Üppig grüne Gärten und Parks
season-hurricane-con-1 = Ein Sturm kann Reisepläne durchkreuzen
season-hurricane-con-2 = Eine Reiseversicherung ist zu empfehlen
season-hurricane-con-3 = Vor und während der Reise die Vorhersage verfolgen

weather-monthly = Reiseplanung nach Monaten
months-dec-feb = Dez.–Feb.
months-dec-feb-text = Mild und trocken, die kühlsten Monate. Feiertagsveranstaltungen und die Hochphase der Kultursaison; für die Abende eine leichte Jacke mitnehmen.
months-mar-apr = März–Apr.
months-mar-apr-text = Warm, sonnig und trocken: die beliebteste Reisezeit. Frühlingsfeste, Märkte unter freiem Himmel und belebte Strände.
months-may-jun = Mai–Juni
months-may-jun-text = Heiße Tage und wärmer werdendes Wasser vor dem Sommerregen. Weniger Andrang; am 1. Juni beginnt die Hurrikansaison.
months-jul-sep = Juli–Sept.
months-jul-sep-text = Die heißesten und nassesten Monate, mit Gewittern am Nachmittag. Unternehmungen im Freien auf den Morgen legen und die Tropen im Blick behalten.
months-oct-nov = Okt.–Nov.
months-oct-nov-text = Die Luftfeuchtigkeit sinkt und die Kultursaison beginnt. Das angenehme Wetter kehrt zurück; am 30. November endet die Hurrikansaison.
weather-averages-lead = Temperaturen und Niederschlag jedes Monats:
weather-averages = Klimadaten für { $city }

weather-tips = Kurze Tipps
weather-tip-1 = Zu jeder Jahreszeit riffschonende Sonnencreme auftragen und viel trinken: Die Sonne Floridas ist selbst im Winter stark.
weather-tip-2 = Im Sommer Strand und Aktivitäten im Freien auf den Morgen legen; Nachmittagsgewitter ziehen meist innerhalb einer Stunde vorüber.
weather-tip-3 = In der Hauptsaison Hotels, Restaurants und Vorstellungen frühzeitig buchen.
