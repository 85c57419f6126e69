# Eintrag vorschlagen (/suggest).

suggest-title = Was sollten wir aufnehmen?
suggest-intro = Sie kennen eine Vorstellung, eine Sehenswürdigkeit, ein Restaurant oder einen Veranstaltungsort in { $city }, der in den Reiseführer gehört? Erzählen Sie uns davon, wir sehen es uns an.
suggest-intro-no-city = Sie kennen eine Vorstellung, eine Sehenswürdigkeit, ein Restaurant oder einen Veranstaltungsort, der in den Reiseführer gehört? Erzählen Sie uns davon, wir sehen es uns an.
suggest-name = Name
suggest-name-placeholder = Name des Ortes, der Veranstaltung oder des Restaurants
suggest-type = Art
suggest-type-choose = Art auswählen
suggest-website = Website
suggest-website-placeholder = www.beispiel.de
suggest-description = Beschreibung
suggest-description-placeholder = Warum sollten Besucher davon wissen?
suggest-your-name = Ihr Name
suggest-your-email = Ihre E-Mail-Adresse
suggest-submit = Vorschlag senden
suggest-submitting = Wird gesendet …
suggest-failed = Der Vorschlag konnte nicht gesendet werden
