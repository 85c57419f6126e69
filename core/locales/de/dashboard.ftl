field-title = Titel
field-venue-name = Name des Veranstaltungsorts
field-time = Uhrzeit
field-ticket-price = Ticketpreis
field-category = Kategorie
field-image-url = Bild-URL
field-ticket-url = Ticket-URL
field-source-url = Quell-URL
field-address = Adresse
field-phone = Telefon
field-price = Preis
field-recurring-schedule = Regelmäßige Zeiten
field-venue-type = Art des Ortes
field-location = Lage
field-cuisine = Küche
field-cuisine-detail = Küche im Detail
field-open-hours = Öffnungszeiten
field-area = Gegend
field-reservation-url = Reservierungs-URL
field-schedule = Zeiten

event-date-invalid = Das Datum muss ein Datum sein (JJJJ-MM-TT)
event-end-date-invalid = Das Enddatum muss ein Datum sein (JJJJ-MM-TT)
event-end-before-start = Das Enddatum liegt vor dem Anfangsdatum
restaurant-name-required = Der Name des Restaurants ist erforderlich.
restaurant-description-required = Die Beschreibung des Restaurants ist erforderlich.
restaurant-rating-invalid = Die Bewertung muss eine Zahl von 1 bis 10 in Schritten von 0,1 sein.
latitude-invalid = Der Breitengrad muss eine Zahl sein.
longitude-invalid = Der Längengrad muss eine Zahl sein.
translation-field = { $field } ({ $language })
translation-field-fixed = „{ $field }“ kann nicht übersetzt werden
translation-same-language = Es ist bereits { $lang ->
    [es] auf Spanisch
    [fr] auf Französisch
    [de] auf Deutsch
   *[en] auf Englisch
} geschrieben
