field-image-url = URL de l’image
field-source-url = URL de la source
field-phone = Téléphone
field-price = Prix
field-recurring-schedule = Horaires habituels
field-venue-type = Type de lieu
field-location = Emplacement
field-cuisine = Cuisine
field-cuisine-detail = Précision sur la cuisine
field-open-hours = Heures d’ouverture
field-area = Quartier
field-reservation-url = URL de réservation
field-schedule = Horaires
field-status = Statut
field-status-hint = Un événement annulé ou reporté reste dans la liste, signalé.
field-every-date = Appliquer ces changements à toutes les prochaines dates de cette série ({ $count } dates)
field-every-date-hint = Chaque date garde son jour, son statut et toute valeur qui lui est propre (une autre heure, un autre prix).
field-activity-type = Type d’activité
field-price-example = p. ex. Gratuit, 25 $
field-recurring-schedule-example = p. ex. Daily 10 AM - 5 PM; closed Thanksgiving
field-capacity = Capacité
field-visit-minutes = Durée de la visite (minutes)
field-visit-minutes-hint = La durée habituelle d’une visite, p. ex. 90
visit-minutes-range = Une visite dure de 1 minute à une journée entière (1440 minutes).
field-rating = Note
field-rating-hint = De 1 à 10, par pas de 0,1
field-price-range = Gamme de prix
field-cuisine-choose = Choisissez une cuisine
field-cuisine-detail-hint = Les mots du restaurant lui-même, affichés à côté de la cuisine
field-cuisine-detail-example = p. ex. péruvienne, espagnole/cubaine
field-area-choose = Choisissez un quartier
field-open-hours-example = p. ex. Tue-Sun 11 AM - 10 PM; closed Mon
field-latitude = Latitude
field-longitude = Longitude

event-date-invalid = La date doit être une date (AAAA-MM-JJ)
event-end-date-invalid = La date de fin doit être une date (AAAA-MM-JJ)
event-end-before-start = La date de fin précède la date de début
restaurant-name-required = Le nom du restaurant est obligatoire.
restaurant-description-required = La description du restaurant est obligatoire.
restaurant-rating-invalid = La note doit être un nombre de 1 à 10 par pas de 0,1.
latitude-invalid = La latitude doit être un nombre de -90 à 90.
longitude-invalid = La longitude doit être un nombre de -180 à 180.
coordinates-both = Indiquez la latitude et la longitude, ou aucune des deux.
position-unreadable = Collez la position telle qu’une carte la donne : latitude, longitude (27.3306, -82.5418).

## Les langues du guide, dans une phrase et seules (une option de menu).
language-name = { $lang ->
   *[en] anglais
    [es] espagnol
    [fr] français
    [de] allemand
}
language-label = { $lang ->
   *[en] Anglais
    [es] Espagnol
    [fr] Français
    [de] Allemand
}

translation-field = { $field } ({ $language })
translation-field-fixed = « { $field } » ne peut pas être traduit
translation-same-language = Il est déjà écrit { $lang ->
    [es] en espagnol
    [fr] en français
    [de] en allemand
   *[en] en anglais
}

admin-title = Tableau de bord
admin-signed-in-as = Connecté en tant que { $name }
admin-sign-out = Se déconnecter
admin-sections = Sections du tableau de bord
admin-tab-today = Aujourd’hui
admin-tab-discovery = Découverte d’événements des lieux
admin-tab-activities = Ajouter des activités
admin-tab-restaurants = Ajouter des restaurants
admin-tab-images = Gestion des images
admin-tab-inbox = Boîte de relecture
admin-tab-suggestions = Suggestions
admin-tab-manage = Gérer le contenu
admin-tab-weekly = E-mail hebdomadaire
admin-tab-embed = Intégrer
admin-tab-waiting = { $tab } ({ $count })
today-title = Ce qui demande votre attention
today-loading = Chargement…
today-inbox = { $count ->
    [0] Rien n’attend dans la boîte de révision.
    [one] 1 événement attend dans la boîte de révision.
   *[other] { $count } événements attendent dans la boîte de révision.
}
today-open-inbox = Ouvrir la boîte de révision
today-sources-heading = Sources suivies
today-sources = { $count ->
    [0] Toutes les sources suivies se lisent bien.
    [one] 1 source suivie est en échec ou suspecte :
   *[other] { $count } sources suivies sont en échec ou suspectes :
}
today-open-sources = Ouvrir les sources suivies
today-suggestions = { $count ->
    [0] Aucune nouvelle suggestion.
    [one] 1 nouvelle suggestion d’un visiteur.
   *[other] { $count } nouvelles suggestions de visiteurs.
}
today-open-suggestions = Ouvrir les suggestions
today-pictures-heading = Images
today-pictures = { $count ->
    [0] Chaque événement à venir a une image.
    [one] 1 événement à venir n’a pas d’image qui fonctionne.
   *[other] { $count } événements à venir n’ont pas d’image qui fonctionne.
}
today-open-images = Ouvrir la gestion des images
today-weekly = Le prochain part { $when }, à { $count ->
    [one] 1 abonné
   *[other] { $count } abonnés
}.
today-open-weekly = Ouvrir l’e-mail hebdomadaire
today-changes = Derniers changements des autres
today-changes-none = Personne d’autre n’a encore rien changé.
today-change = { $who } · { $when } : { $item }
today-open-history = Ouvrir l’historique
admin-checking-sign-in = Vérification de votre connexion…
admin-going-to-sign-in = Redirection vers la page de connexion…

## La page de connexion (/api/login).
login-page-title = Connexion · { $guide }
login-title = Connexion de l’équipe
login-email = E-mail
login-password = Mot de passe
login-submit = Se connecter
login-back = ← Retour au guide
login-missing = Saisissez votre e-mail et votre mot de passe.
login-other-site = Connectez-vous depuis la page de connexion de ce site.
login-invalid = E-mail ou mot de passe incorrect.
login-throttled = Trop de tentatives de connexion échouées. Réessayez dans { $minutes ->
        [one] { $minutes } minute.
       *[other] { $minutes } minutes.
    }
admin-cancel = Annuler

# A dialog's form with changes not saved, asked before it closes.
unsaved-title = Abandonner vos modifications ?
unsaved-text = Ce que vous avez modifié ici n’est pas enregistré. L’abandon ne peut pas être annulé.
unsaved-discard = Abandonner les modifications
unsaved-keep = Continuer à modifier
admin-try-again = Veuillez réessayer.
admin-saving = Enregistrement...
scrape-placeholder = https://
scrape = Extraire
scraping = Extraction...
delete-title = { $kind ->
    [events] Supprimer cet événement ?
    [activities] Supprimer cette activité ?
   *[restaurants] Supprimer ce restaurant ?
}
delete-confirm = { $kind ->
    [events] Supprimer l’événement
    [activities] Supprimer l’activité
   *[restaurants] Supprimer le restaurant
}
delete-busy = Suppression...
delete-text = disparaîtra du guide et des listes des visiteurs. Cette action est irréversible.
delete-done = { $kind ->
    [events] Événement supprimé
    [activities] Activité supprimée
   *[restaurants] Restaurant supprimé
}
delete-done-text = { $name } n’est plus dans le guide.
delete-failed = { $kind ->
    [events] Impossible de supprimer l’événement
    [activities] Impossible de supprimer l’activité
   *[restaurants] Impossible de supprimer le restaurant
}
edit-title = { $kind ->
    [events] Modifier l’événement
    [activities] Modifier l’activité
   *[restaurants] Modifier le restaurant
}
edit-saved = { $kind ->
    [events] Événement mis à jour
    [activities] Activité mise à jour
   *[restaurants] Restaurant mis à jour
}
edit-saved-text = { $name } est enregistré ; les visiteurs voient déjà la modification.
updated-successfully = { $kind ->
    [events] Événement mis à jour !
    [activities] Activité mise à jour !
   *[restaurants] Restaurant mis à jour !
}
restaurant-similar-found = { $count ->
        [one] 1 restaurant semblable figure déjà dans le guide
       *[other] { $count } restaurants semblables figurent déjà dans le guide
    }
edit-failed = { $kind ->
    [events] Impossible de mettre à jour l’événement
    [activities] Impossible de mettre à jour l’activité
   *[restaurants] Impossible de mettre à jour le restaurant
}
edit-save = Enregistrer les modifications
edit-conflict = { $who } a modifié { $kind ->
    [events] cet événement
    [activities] cette activité
   *[restaurants] ce restaurant
} après que vous l'avez ouvert : { $fields }. Rien n'a été enregistré.
edit-conflict-someone = Quelqu'un
edit-opening = { $kind ->
    [events] Ouverture de l'événement…
    [activities] Ouverture de l'activité…
   *[restaurants] Ouverture du restaurant…
}
edit-gone = { $kind ->
    [events] Cet événement n'est plus dans le guide.
    [activities] Cette activité n'est plus dans le guide.
   *[restaurants] Ce restaurant n'est plus dans le guide.
}
edit-open-failed = Impossible de l'ouvrir. Veuillez réessayer.
edit-not-saved = Non enregistré : modifié entre-temps
edit-meanwhile-title = Modifié pendant que vous le modifiiez
edit-meanwhile-change = { $who } · { $when } : { $fields }
edit-meanwhile-taken = Ses modifications sont maintenant dans le formulaire, et les vôtres sont conservées. Vérifiez, puis enregistrez.
edit-meanwhile-both = { $count ->
    [one] Vous avez tous deux modifié un champ : le vôtre est conservé, le sien est indiqué dessous.
   *[other] Vous avez tous deux modifié { $count } champs : les vôtres sont conservés, les siens sont indiqués dessous.
}
edit-meanwhile-field = Modifié entre-temps en « { $value } ». Le vôtre sera enregistré.
edit-meanwhile-field-cleared = Vidé entre-temps. Le vôtre sera enregistré.
edit-meanwhile-theirs = Utiliser sa version

translations-title = Traductions de { $name }
translations-written-in = Écrit en
translations-into = Langue cible
translations-missing = { $count ->
    [0] (complet)
    [one] ({ $count } manquant)
   *[other] ({ $count } manquants)
}
translations-field-in = { $field } en { $language }
translations-save = Enregistrer les traductions
translations-saved = Traductions enregistrées
translations-saved-text = { $name } se lit désormais dans chaque langue donnée.
translations-failed = Impossible d’enregistrer les traductions

activity-scraped = Activité extraite !
activity-scraped-text = Vérifiez les informations de { $name } ci-dessous, puis créez-la.
activity-unnamed = l’activité
activity-scrape-failed = Impossible d’extraire l’activité
scrape-try-again = Vérifiez l’URL et réessayez.
activity-created = Activité créée !
activity-created-text = { $name } figure désormais sur la page Activités.
activity-create-failed = Impossible de créer l’activité
activity-scrape-heading = Extraire une activité
activity-scrape-url = URL de la page de l’activité
activity-scrape-hint = L’adresse de la page web de l’activité ; ce qu’elle dit remplit le formulaire ci-dessous.
activity-details = Informations sur l’activité
admin-creating = Création...
activity-create = Créer l’activité
admin-clear-form = Vider le formulaire
restaurant-listed-text = { $name } figure sur la page Restaurants.
restaurant-scraped = Restaurant extrait !
restaurant-scraped-text = Quartier détecté : { $area }. Vérifiez les informations ci-dessous, puis créez-le.
restaurant-scrape-failed = Impossible d’extraire le restaurant
restaurant-created = Restaurant créé !
restaurant-replaced = Restaurant remplacé !
restaurant-create-failed = Impossible de créer le restaurant
restaurant-replace-failed = Impossible de remplacer le restaurant
restaurant-scrape-heading = Extraire un restaurant
restaurant-scrape-url = URL de la page du restaurant
restaurant-scrape-hint = L’adresse de la page web du restaurant ; ce qu’elle dit remplit le formulaire ci-dessous et son quartier est détecté.
restaurant-details = Informations sur le restaurant
restaurant-detected-area = Quartier détecté :
restaurant-create = Créer le restaurant
duplicate-title = Restaurant en double détecté
duplicate-new = Nouveau restaurant
duplicate-existing = Déjà dans le guide
duplicate-id = (ID { $id })
duplicate-replace = Remplacer { $id }
duplicate-create-anyway = Créer quand même
duplicate-replace-existing = Remplacer l’existant ({ $id })
manage-title = Gérer le contenu
manage-kind = Type de contenu
manage-kind-name = { $kind ->
    [events] Événements
    [activities] Activités
   *[restaurants] Restaurants
}
manage-search = { $kind ->
    [events] Rechercher des événements par titre
    [activities] Rechercher des activités par nom
   *[restaurants] Rechercher des restaurants par nom
}
manage-translations = Traductions
manage-translations-all = Tous, traduits ou non
manage-untranslated-into = Non traduits en { $language }
manage-loading = { $kind ->
    [events] Chargement des événements…
    [activities] Chargement des activités…
   *[restaurants] Chargement des restaurants…
}
manage-failed = Impossible de charger cette liste.
manage-count = { $kind ->
    [events] { $count ->
        [one] { $count } événement
       *[other] { $count } événements
    }
    [activities] { $count ->
        [one] { $count } activité
       *[other] { $count } activités
    }
   *[restaurants] { $count ->
        [one] { $count } restaurant
       *[other] { $count } restaurants
    }
}
manage-count-of = { $kind ->
    [events] { $count } événements sur { $total }
    [activities] { $count } activités sur { $total }
   *[restaurants] { $count } restaurants sur { $total }
}
manage-none = Rien ne correspond à votre recherche.
manage-edit = Modifier
manage-delete = Supprimer
manage-item-of = de { $name }

suggestion-status-new = Nouvelle
suggestion-status-added = Ajoutée
suggestion-status-dismissed = Écartée
suggestion-updated = Suggestion mise à jour
suggestion-updated-text = { $name } est marquée comme { $status ->
    [new] nouvelle
    [added] ajoutée
   *[dismissed] écartée
}.
suggestion-update-failed = Impossible de mettre à jour la suggestion
suggestion-by = Suggérée par { $name }
suggestion-on = le { $date }
suggestion-status = Statut
suggestions-title = Suggestions des visiteurs
suggestions-show = Afficher
suggestions-all = Toutes les suggestions
suggestions-loading = Chargement des suggestions…
suggestions-failed = Impossible de charger les suggestions.
suggestions-none = Aucune suggestion pour l’instant.
suggestions-none-of = { $status ->
    [new] Aucune nouvelle suggestion.
    [added] Aucune suggestion ajoutée.
   *[dismissed] Aucune suggestion écartée.
}
images-intro = Les éléments dont l’image manque ou ne se charge pas. Téléversez-en une pour chacun depuis votre ordinateur.
images-list-count = { $title } ({ $count })
images-all-working = { $kind ->
    [events] Tous les événements ont une image qui fonctionne !
    [activities] Toutes les activités ont une image qui fonctionne !
   *[restaurants] Tous les restaurants ont une image qui fonctionne !
}
images-checking = { $kind ->
    [events] Vérification des images des événements…
    [activities] Vérification des images des activités…
   *[restaurants] Vérification des images des restaurants…
}
images-uploaded = Image téléversée !
images-uploaded-text = { $name } a désormais son image : { $summary }.
images-upload-failed = Échec du téléversement
images-upload-failed-text = Impossible de téléverser l’image. Veuillez réessayer.
images-upload-failed-because = { images-upload-failed-text } { $reason }
images-file-for = Fichier image pour { $name }
images-uploading = Téléversement...
images-upload = Téléverser une image
images-upload-for = pour { $name }
images-broken = Image cassée : { $image }
images-none = Aucune image
images-small-title = Images trop petites pour être nettes ({ $count })
images-small-text = Elles s’affichent, mais floues sur un téléphone. Téléversez-en une plus grande pour chacune.

list-loading = { $what ->
    [inbox] Chargement de la boîte…
    [submissions] Chargement des événements d’organisateurs…
   *[sources] Chargement des sources…
}
list-failed = { $what ->
    [inbox] Impossible de charger la boîte : { $reason }
    [submissions] Impossible de charger les événements d’organisateurs : { $reason }
   *[sources] Impossible de charger les sources : { $reason }
}
list-reload = veuillez recharger la page.

discovery-events-page = Page des événements
discovery-for = de { $name }
discovery-position = Position sur la carte
discovery-created = Événements créés
discovery-created-heading = { $count ->
    [one] 1 événement créé
   *[other] { $count } événements créés
}
discovery-left = { $count ->
    [one] 1 autre événement a été trouvé et non créé.
   *[other] { $count } autres événements ont été trouvés et non créés.
}
discovery-show-left = Les afficher à nouveau
discovery-venues = Lieux
discovery-selected = { $count ->
    [one] { $count } sélectionné
   *[other] { $count } sélectionnés
}
discovery-venues-text = Cochez les lieux à parcourir. La page des événements de chacun est lue ; une adresse modifiée est enregistrée quand vous quittez le champ.
discovery-venues-loading = Chargement des lieux…
discovery-venues-failed = Impossible de charger les lieux.
discovery-custom-urls = URL personnalisées
discovery-custom-urls-hint = Une adresse par ligne, pour des pages de lieux absents de la liste.
discovery-custom-urls-example = https://example.org/events
discovery-running = Recherche des événements...
discovery-run = Rechercher des événements
discovery-pages = Pages lues
discovery-read = { $done } pages lues sur { $total }.
discovery-reading = Lecture de { $name } ({ $n } sur { $total })…
discovery-comparing = Comparaison des événements trouvés avec le guide…
discovery-starting = Démarrage…
discovery-done = { $done } sur { $total } terminées
discovery-page-failed = illisible ({ $error })
discovery-page-events = { $count ->
    [one] { $count } événement
   *[other] { $count } événements
}
discovery-new-events = Nouveaux événements ({ $count })
discovery-select-all = Tout sélectionner
discovery-none-new = Aucun nouvel événement trouvé sur ces pages.
discovery-check = À vérifier avant de créer :
discovery-source-page = Page source
discovery-creating = Création des événements...
discovery-create = Créer les événements sélectionnés ({ $count })
discovery-duplicates = Événements en double ({ $count })
discovery-duplicates-text = Ils ressemblent à des événements déjà dans le guide : ils ne sont donc pas proposés à la création.
discovery-similar-label = Semblable à :

inbox-scheduled = Programmé
inbox-compare-caption = { $title } : tel que publié et tel que sa source le dit maintenant
inbox-field = Champ
inbox-published = Publié
inbox-now = Maintenant
inbox-on-source = Sur sa source
inbox-changed-mark = (modifié)
inbox-select = Sélectionner { $title }
inbox-looks-like = Ressemble à
# A source's series as one row of the inbox: $count dates, from $first to $last (dates as the guide writes them).
inbox-series-dates = { $count } dates, du { $first } au { $last }
inbox-series-show = Voir les { $count } dates
inbox-looks-like-text = le { $date }, déjà dans le guide. Liez-le pour suivre cet événement depuis cette source, ou publiez-le comme un autre.
inbox-not-updated = La boîte n’a pas été mise à jour
inbox-title = Boîte de relecture
inbox-empty = Rien n’attend de relecture. Ce que les sources suivies trouvent de nouveau, de modifié, de disparu ou d’annulé apparaît ici.
inbox-selected-events = Événements sélectionnés
inbox-select-all = Tout sélectionner ({ $count })
inbox-nothing-in-common = Ces événements n’ont aucune action en commun.
inbox-select-all-from = Tout sélectionner de { $name }
inbox-review-new = Nouveau
inbox-review-changed = Modifié
inbox-review-vanished = N’est plus sur sa source
inbox-review-postponed = Reporté par sa source
inbox-review-cancelled = Annulé par sa source
inbox-action-publish = Publier
inbox-action-link = Lier à celui du guide
inbox-action-update = Mettre à jour
inbox-action-postpone = Marquer reporté
inbox-action-cancel = Marquer annulé
inbox-action-keep-published = Garder tel que publié
inbox-action-keep-listed = Garder dans la liste
inbox-action-reject = Refuser
inbox-action-remove = Retirer

field-url = URL
source-url-invalid = Saisissez une adresse web commençant par http:// ou https://, ou un compte comme @events@example.org
source-url-private = Cette adresse est sur un réseau privé ou sur cette machine : le guide ne peut pas la lire.
source-url-port = Seules les adresses sur les ports web standard (80 et 443) peuvent être suivies.
source-account-unread = Le compte { $address } n’a pas pu être lu : { $why }
source-account-off = Suivre un compte demande la fédération : activez [federation] enabled dans la configuration.
source-schedule-invalid = Lisez-la toutes les 1 à { $max } heures, ou seulement quand vous la lancez
schedule-when-run = Seulement quand lancée
schedule-week = Chaque semaine
schedule-days = { $count ->
    [one] Chaque jour
   *[other] Tous les { $shown } jours
}
schedule-hours = { $count ->
    [one] Chaque heure
   *[other] Toutes les { $shown } heures
}

sources-title = Sources suivies
sources-empty = Aucune source n’est encore suivie. Suivez un lieu de la découverte ou n’importe quelle page ci-dessous.
sources-waiting = { $count } en attente dans la boîte
sources-trust-publish = les modifications sont publiées d’elles-mêmes
sources-trust-inbox = les modifications attendent dans la boîte
sources-account-pending = en attente que le compte accepte le suivi
sources-account-accepted = suivi par ActivityPub
sources-account-refused = le compte a refusé le suivi
sources-last-read = dernière lecture { $ago }
sources-next-read = prochaine lecture { $when }
sources-failing-for = En échec depuis { $time } : { $error }
sources-failing = En échec : { $error }
sources-reading = Lecture…
sources-waiting-reader = En attente d’un lecteur…
sources-run = Lancer maintenant
sources-settings = Réglages
sources-stop = Ne plus suivre
sources-stopped = { $name } n’est plus suivie
sources-stopped-text = Les événements qu’elle a publiés restent dans le guide.
sources-stop-failed = Impossible d’arrêter de suivre { $name }
sources-stop-title = Ne plus suivre cette source ?
sources-stopping = Arrêt…
sources-stop-text = ne sera plus lue{ $count ->
    [0] {""}
    [one] , et son événement en attente quitte la boîte
   *[other] , et ses { $count } événements en attente quittent la boîte
}. Les événements qu’elle a publiés restent dans le guide.
sources-venues-title = Lieux de la découverte pas encore suivis
sources-follow-all = Tout suivre ({ $count })
sources-venues-text = Chacun est lu sur sa page des événements toutes les quelques heures, et ce qui change attend dans la boîte.
sources-follow = Suivre
sources-read-failed = La lecture de { $name } a échoué
sources-read = { $name } lue
sources-not-read = { $name } n’est pas encore lue
sources-not-read-text = Sa lecture n’a pas commencé ; le guide la lira dès que possible.
sources-watch-failed = Impossible de suivre la lecture de { $name }
sources-reload = Veuillez recharger la page.
sources-run-failed = Impossible de lancer { $name }
sources-follow-failed = Impossible de suivre { $name }
sources-following = { $name } est suivie
sources-following-venues = { $count } lieux suivis
sources-first-reads = Leurs premières lectures commencent maintenant.
sources-read-when-run = Elle est lue quand vous la lancez.
sources-first-read = { $schedule } ; sa première lecture commence maintenant.
sources-schedule = { $schedule }.
sources-already-followed = Cette adresse est déjà suivie
sources-save-failed = Impossible d’enregistrer { $name }
sources-follow-source-failed = Impossible de suivre la source
sources-saved = { $name } enregistrée
sources-settings-of = Réglages de { $name }
sources-follow-page = Suivre une page ou un flux
sources-follow-page-text = La page des événements d’un lieu, un flux iCal ou toute page qui liste des événements. Le guide la relit de lui-même. Ou le compte d’un autre guide, d’une instance Gancio ou Mobilizon (@events@example.org) : le guide le suit, et ses événements arrivent à mesure qu’ils changent.
sources-url-example = https://… ou @events@…
sources-venue-hint = Les événements qui ne nomment pas de lieu à eux sont placés ici.
sources-no-venue = Aucun lieu
sources-read-it = La lire
sources-trust = Effet de ses modifications
sources-trust-wait = Attendre dans la boîte de relecture
sources-trust-live = Être publiées d’elles-mêmes
sources-saving = Enregistrement…
sources-save = Enregistrer
sources-following-busy = Suivi…

## Les mots du cœur pour l’équipe.
status-scheduled = Prévu
scrape-url-missing = Saisissez une URL
scrape-url-missing-text = Saisissez l’URL de la page web de l’activité à lire.
activity-required = Remplissez les champs obligatoires
activity-required-text = Le nom et la description de l’activité sont obligatoires.
image-not-jpeg-or-png = Choisissez un fichier image valide (JPEG ou PNG)
image-too-large = L’image doit faire moins de 5 Mo
image-field-missing = Joignez l’image dans le champ « image »
image-damaged = L’image est endommagée ou ses dimensions ne sont pas prises en charge
image-unreadable = L’image est endommagée ou son format n’est pas pris en charge
image-too-many-pixels = L’image est trop grande pour être traitée : { $side } pixels de côté et { $megapixels } mégapixels au maximum
image-upload-unreadable = L’envoi n’a pas pu être lu : { $reason }
area-detected = { $area } (confiance { $percent } %, d’après { $method ->
        [coordinates] les coordonnées de la carte
        [addressLocality] la ville de l’adresse
        [zipCode] le code postal
        [restaurantName] un lieu dans le nom du restaurant
       *[none] aucun indice
    })
picture-summary = { $width } × { $height } px, { $widths ->
        [one] 1 largeur
       *[other] { $widths } largeurs
    } en WebP et JPEG, { $size } Ko au total
picture-too-small = Seulement { $width } px de large : envoyez-en une d’au moins { $min } px

## L’état d’une source suivie.
source-state = { $state ->
    [waiting] Pas encore lue
    [reading] Lecture
    [ok] OK
    [suspicious] Suspecte
   *[failing] En échec
}
source-found = { $count ->
    [one] 1 événement trouvé
   *[other] { $count } événements trouvés
}
time-span = { $unit ->
    [minute] { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    }
    [hour] { $count ->
        [one] 1 heure
       *[other] { $count } heures
    }
   *[day] { $count ->
        [one] 1 jour
       *[other] { $count } jours
    }
}
time-ago = il y a { $span }
time-just-now = à l’instant
time-in = dans { $span }
time-due-now = imminente
time-under-a-minute = moins d’une minute

## Ce qu’a fait une décision dans la boîte de révision.
inbox-done = { $action ->
    [publish] Publiés
    [link] Reliés
    [update] Mis à jour
    [reject] Refusés
    [remove] Supprimés
   *[keep] Conservés
} : { $count ->
    [one] 1 événement
   *[other] { $count } événements
}
inbox-marked = { $how ->
    [cancelled] Marqués comme annulés
    [postponed] Marqués comme reportés
   *[both] Marqués comme annulés ou reportés
} : { $count ->
    [one] 1 événement
   *[other] { $count } événements
}
inbox-select-one = Sélectionnez au moins un événement
inbox-too-many = Décidez de { $max } événements au plus à la fois
inbox-not-waiting = L’événement { $n } n’est plus en attente : rechargez la boîte
inbox-unfit = L’événement { $n } { $review ->
        [new] est nouveau
        [changed] a changé
        [vanished] a disparu
       *[withdrawn] a été retiré
    } : impossible de { $action ->
        [publish] le publier
        [link] le relier
        [update] le mettre à jour
        [reject] le refuser
        [remove] le supprimer
        [cancel] le marquer comme annulé
       *[keep] le conserver
    }
inbox-nothing-read = L’événement { $n } n’a rien de lu à publier : relisez sa source
inbox-nothing-similar = L’événement { $n } ne ressemble à aucun événement du guide : publiez-le ou refusez-le
event-n-problem = Événement { $n } : { $problem }
venue-missing = Le lieu { $id } n’existe pas
web-address-needed = Saisissez une adresse web complète commençant par http:// ou https://
web-address-too-long = L’adresse est trop longue
discovery-nothing-selected = Sélectionnez un lieu ou saisissez une URL personnalisée
discovery-too-many = Parcourez { $max } pages au plus à la fois
weekly-admin-heading = « Ce week-end à { $city } »
weekly-admin-subscribers = { $count ->
    [one] Un abonné
   *[other] { $count } abonnés
}
weekly-admin-waiting = { $count ->
    [one] et un autre en attente de confirmation
   *[other] et { $count } autres en attente de confirmation
}
weekly-admin-next = Prochain numéro : { $day }
weekly-admin-sending = Le numéro de cette semaine est en cours d’envoi (depuis { $day }).
weekly-admin-events = { $count ->
    [one] Il présente un événement de toutes les catégories, tel que le guide est maintenant.
   *[other] Il présente { $count } événements de toutes les catégories, tel que le guide est maintenant.
}
weekly-admin-preview = Aperçu du prochain numéro
weekly-admin-empty = Rien n’est encore prévu ce week-end-là : personne ne recevrait d’e-mail.
weekly-admin-loading = Chargement de l’e-mail hebdomadaire…
weekly-admin-failed = L’e-mail hebdomadaire n’a pas pu être chargé.

## Intégrer : les événements sur les sites partenaires (#38)
embed-admin-heading = Les événements du guide sur les sites des partenaires
embed-admin-intro = Choisissez ce que la page d’un hôtel ou d’un lieu doit montrer, puis envoyez-lui l’un des codes ci-dessous. Le widget fonctionne sur tout site ; le cadre ne s’affiche que sur les sites inscrits pour lui.
embed-admin-category = Catégorie
embed-admin-all-categories = Toutes les catégories
embed-admin-venue = Lieu
embed-admin-all-venues = Tous les lieux
embed-admin-dates = Dates
embed-admin-limit = Événements affichés
embed-admin-limit-hint = De 1 à { $max }.
embed-admin-layout = Présentation
embed-admin-layout-list = Liste
embed-admin-layout-cards = Cartes avec photos
embed-admin-theme = Thème
embed-admin-theme-hint = Le widget prend aussi les couleurs de la page : --guide-accent, --guide-text, --guide-background, --guide-muted, --guide-border, --guide-font.
embed-admin-theme-light = Clair
embed-admin-theme-dark = Sombre
embed-admin-theme-auto = Comme l’appareil du lecteur
embed-admin-lang = Langue
embed-admin-lang-default = English
embed-admin-widget = Widget
embed-admin-widget-hint = Deux lignes pour la page du partenaire : le script une fois, l’élément là où vont les événements.
embed-admin-iframe = Cadre, pour les créateurs de sites qui refusent les scripts
embed-admin-frame-origins = Le cadre ne s’affiche que sur : { $origins }.
embed-admin-no-frame-origins = Aucun site partenaire ne peut encore afficher le cadre : l’administrateur du serveur les inscrit dans le réglage embed_origins.
embed-admin-frame-title = À l’affiche à { $city }
embed-admin-copy = Copier
embed-admin-copied = Code copié
embed-admin-not-copied = Le code n’a pas pu être copié : sélectionnez-le et copiez-le à la main.
embed-admin-preview = Aperçu
embed-admin-loading = Chargement des réglages d’intégration…
embed-admin-failed = Les réglages d’intégration n’ont pas pu être chargés.

## Comptes de l’équipe (#39).
account-role-admin = Administrateur
account-role-editor = Rédacteur
account-last-admin = Le dernier compte administrateur ne peut être ni supprimé, ni désactivé, ni rendu rédacteur.
account-link-used = Ce lien a déjà servi ou n’est pas valide. Demandez-en un nouveau.
account-link-expired = Ce lien a expiré. Demandez-en un nouveau.
account-email-invalid = « { $email } » n’est pas une adresse e-mail valide.
account-first-name-required = Le prénom est obligatoire.
account-last-name-required = Le nom est obligatoire.
account-password-short = Le mot de passe doit comporter au moins { $min } caractères.
account-exists = { $email } a déjà un compte.
account-current-password-wrong = Le mot de passe actuel n’est pas le bon.
account-expires-in = Expire dans { $span }
account-password-hint = Au moins { $min } caractères.
account-first-name = Prénom
account-last-name = Nom
account-invitation-title = Rejoindre le tableau de bord
account-invitation-intro = Vous êtes invité au tableau de bord du { $guide } comme { $role } ({ $email }). Choisissez votre nom et un mot de passe pour accepter.
account-accept = Accepter et se connecter
account-back-to-sign-in = Aller à la page de connexion
login-forgot = Mot de passe oublié ?
account-reset-title = Mot de passe oublié
account-reset-intro = Saisissez l’adresse e-mail de votre compte : nous lui enverrons un lien pour choisir un nouveau mot de passe.
account-reset-send = Envoyer le lien
account-reset-sent = Si un compte utilise { $email }, un lien pour choisir un nouveau mot de passe est en route. Il est valable une heure.
account-new-password-title = Choisir un nouveau mot de passe
account-new-password-intro = Pour { $email }. Toutes les sessions du compte se terminent et vous êtes connecté avec le nouveau mot de passe.
account-new-password = Nouveau mot de passe
account-save-password = Enregistrer et se connecter
account-ask-new-link = Demander un nouveau lien
admin-tab-accounts = Comptes
admin-tab-account = Votre compte
accounts-heading = Comptes de l’équipe
accounts-intro = Les administrateurs gèrent le site : comptes, sources suivies, e-mail hebdomadaire et intégration. Les rédacteurs s’occupent du contenu : formulaires, boîte de révision, suggestions et images.
accounts-name = Nom
accounts-role = Rôle
accounts-status = État
accounts-actions = Actions
accounts-you = { $name } (vous)
accounts-active = Actif
accounts-disabled = Désactivé
accounts-disable = Désactiver
accounts-enable = Activer
accounts-remove = Supprimer
accounts-role-of = Rôle de { $name }
accounts-remove-title = Supprimer le compte de { $name } ?
accounts-remove-text = La personne est déconnectée aussitôt et ne peut plus se connecter. Ce qu’elle a changé dans le guide reste.
accounts-saved = Compte enregistré
accounts-removed = Compte supprimé
accounts-loading = Chargement des comptes…
accounts-load-failed = Les comptes n’ont pas pu être chargés.
accounts-invite-heading = Inviter quelqu’un
accounts-invite-email = Adresse e-mail
accounts-invite-send = Envoyer l’invitation
accounts-invite-sending = Envoi…
accounts-invited = Invitation envoyée à { $email }
accounts-pending = Invitations en attente
accounts-withdraw = Retirer
accounts-withdrawn = Invitation retirée
password-heading = Votre mot de passe
password-intro = Le changer vous déconnecte partout ailleurs.
password-current = Mot de passe actuel
password-new = Nouveau mot de passe
password-save = Changer le mot de passe
password-saved = Mot de passe changé. Vos autres sessions sont terminées.

## The History tab (#39).
history-unnamed = (sans nom)
admin-tab-history = Historique
history-heading = Historique des changements
history-intro = Chaque changement du guide : qui l’a fait, quand, et ce qu’il y avait avant et après.
history-person = Personne
history-everyone = Tout le monde
history-kind = Type
history-all-kinds = Tout
history-since = Du
history-until = Au
history-kind-event = Événement
history-kind-activity = Activité
history-kind-restaurant = Restaurant
history-kind-venue = Lieu
history-kind-source = Source suivie
history-kind-suggestion = Suggestion
history-kind-account = Compte de l’équipe
history-operation-create = Créé
history-operation-update = Modifié
history-operation-delete = Supprimé
history-action-edit = une modification
history-action-create = un formulaire
history-action-delete = une suppression
history-action-bulk-create = une création groupée
history-action-inbox-publish = la boîte de révision
history-action-replace = un remplacement
history-action-upload = un envoi d’image
history-action-translate = une traduction
history-action-status = une révision
history-action-source-run = la lecture d’une source
history-action-account = un changement de compte
history-action-revert = une annulation
history-action-seed = le contenu de démonstration
history-action-visitor = la suggestion d’un visiteur
history-action-system = le guide
history-by = { $who }, par { $action }
history-by-guide = Le guide
history-by-removed = Un compte supprimé
history-field = Champ
# History names a recorded field by its form label; these have no form.
history-field-created-at = Créé
history-field-disabled-at = Désactivé
history-field-events-page-url = URL de la page des événements
history-field-every-hours = Lire toutes les (heures)
history-field-facts = Informations pratiques
history-field-image-source = Source de l’image
history-field-submitter-email = Proposé par (e-mail)
history-field-submitter-name = Proposé par
history-field-trust = Confiance
history-field-type = Type
history-before = Avant
history-after = Après
history-empty-value = (vide)
history-more = Voir les changements plus anciens
history-none = Aucun changement ne correspond à ces filtres.
history-loading = Chargement de l’historique…
history-failed = L’historique n’a pas pu être chargé.
history-fields = { $count ->
    [one] 1 champ
   *[other] { $count } champs
}
history-undo = Annuler
history-undo-batch = { $count ->
    [one] Annuler cette étape
   *[other] Annuler les { $count } changements de cette étape
}
history-undone = { $count ->
    [one] Annulé : 1 changement
   *[other] Annulés : { $count } changements
}
history-undo-not-here = Les changements des comptes du personnel et des sources suivies ne s’annulent pas ici : modifiez-les de nouveau dans leur onglet.
history-undo-already = « { $item } » est déjà tel qu’avant ce changement.
history-undo-changed-since = « { $item } » a été modifié depuis ({ $fields }) : annulez d’abord le changement plus récent.
history-undo-deleted-since = « { $item } » a été supprimé depuis : restaurez-le d’abord.
history-of-item = Historique de cet élément
history-undo-batch-title = { $count ->
    [one] Annuler cette étape ?
   *[other] Annuler { $count } changements d’un coup ?
}
history-undo-batch-text = Tout ce que cette étape a changé ({ $action }, { $when }) redevient comme avant. L’annulation est enregistrée elle aussi et peut elle-même être annulée.
history-undoing = Annulation…

## Under the hours' field: how the guide reads them (#69). $hours is the guide's reading.
hours-read-as = Lu comme : { $hours }
hours-not-read = Pas lu comme des horaires : affiché tel quel, sans jamais dire ouvert ou fermé. Écrivez-les en anglais, comme ‘Daily 10 AM - 5 PM; closed Thanksgiving’.

## Add Event (#71): an event added by hand, one date or a series.
event-add = Ajouter un événement
event-add-title = Ajouter un événement
event-add-save = Ajouter l’événement
event-add-adding = Ajout…
event-add-failed = L’événement n’a pas été ajouté
event-added = { $count ->
    [one] Événement ajouté
   *[other] { $count } dates de l’événement ajoutées
}
event-added-text = « { $name } » est dans le guide.
event-added-translate = Le traduire
event-similar-found = { $count ->
    [one] Le guide a déjà un événement semblable. Rien n’a encore été ajouté.
   *[other] Le guide a déjà { $count } événements semblables. Rien n’a encore été ajouté.
}
event-similar-heading = Est-ce l’un de ceux-ci ?
event-similar-field = Champ
event-similar-yours = Le vôtre
event-similar-guides = Dans le guide
event-similar-edit = Modifier l’événement du guide
event-similar-add-anyway = L’ajouter quand même
event-similar-back = Revenir au formulaire

## The merge view (#71): the guide's event beside a new read of it.
merge-title = Fusionner avec l’événement du guide
merge-intro = Choisissez, champ par champ, ce que garde « { $name } ». Seuls les champs qui diffèrent sont montrés.
merge-guides = Dans le guide
merge-found = Trouvé
merge-none = (rien)
merge-nothing-differs = Tout ce qui a été lu figure déjà dans l’événement du guide.
merge-same = Identique des deux côtés : { $fields }
merge-follow = Suivre cette page pour lui
merge-follow-hint = Ses changements ultérieurs arrivent dans la boîte de revue : { $url }
merge-follow-failed = Fusionné, mais la page n’est pas suivie
merge-save = Enregistrer la fusion
merge-saved = Fusionné avec « { $name } »
discovery-merge = Comparer et fusionner
discovery-merge-into = avec { $name }
discovery-create-anyway = Créer quand même
discovery-added-anyway = Ajouté comme événement à part

## A suspicious source (#71): a read that found far fewer events.
source-suspicion = { $found } événements trouvés là où il y en avait { $before } : la page est-elle correcte ? Ce qui en a disparu attend qu’un admin confirme la page, ou qu’une lecture retrouve ses événements.
source-confirm = La page est correcte
source-confirmed = Confirmée : on peut maintenant décider de ce qui a disparu
inbox-held = Retenu : la dernière lecture de sa source a trouvé bien moins d’événements que les { $before } d’avant ; sa page est peut-être cassée. Un admin confirme d’abord la page.
inbox-held-refused = L’événement { $n } est retenu jusqu’à ce que la page de sa source soit confirmée

## Why a page discovery read gave no event (#71).
discovery-page-past = { $count ->
    [one] le seul événement de la page est passé
   *[other] les { $count } événements de la page sont passés
}
discovery-page-no-events = la page ne donne aucun événement que le guide sache lire (ni événements schema.org, ni flux de calendrier, ni liste datée)

## A suggestion turned into the guide's item, or dismissed with a note (#71).
## $name is what the visitor suggested.
draft-unread = La page n’a pas pu être lue ({ $reason }) : le formulaire reprend ce que le visiteur a écrit.
draft-no-event = { $count ->
    [0] La page ne contient aucun événement que le guide sache lire : le formulaire reprend ce que le visiteur a écrit.
    [one] Le seul événement de la page ne s’appelle pas « { $name } » : le formulaire reprend ce que le visiteur a écrit.
   *[other] Aucun des { $count } événements de la page ne s’appelle « { $name } » : le formulaire reprend ce que le visiteur a écrit.
}
suggestion-venue-no-form = Un lieu ne s’ajoute pas depuis une suggestion : lisez sa page d’événements dans Découverte.
suggestion-item-missing = Le guide n’a pas de { $kind } { $id }.
suggestion-note = Note
suggestion-create-from = Créer à partir de ceci
suggestion-reading = Lecture de { $name }…
suggestion-read-failed = La page proposée n’a pas pu être ouverte
suggestion-added-as = Ajouté : { $name }
suggestion-note-shown = Note : { $note }
suggestion-dismiss-title = Écarter « { $name } » ?
suggestion-dismiss-text = Elle quitte les nouvelles suggestions. Une note dit pourquoi à l’équipe qui la lira plus tard.
suggestion-dismiss = Écarter
suggestion-dismissing = Mise à l’écart…
suggestion-from = D’après la suggestion de { $visitor } : { $name }
suggestion-linked = Suggestion marquée ajoutée
suggestion-linked-text = { $visitor } apprend par e-mail que { $name } est dans le guide.
suggestion-link-failed = La suggestion n’a pas pu être marquée ajoutée
suggestion-listed-already = Le guide le contient peut-être déjà :
suggestion-it-is-this = C’est celui-ci
history-field-added-id = Élément créé d’après elle
history-field-added-kind = Devenue
history-field-note = Note

## Translations whose original changed since (#71). $language is the original's.
translations-tab-outdated = · à mettre à jour
translations-field-outdated = Le texte en { $language } a changé depuis cette traduction. C’était : « { $was } »
manage-translations-outdated = Traductions à mettre à jour
today-translations-heading = Traductions
today-translations = { $count ->
    [0] Toutes les traductions sont à jour.
    [one] 1 élément a une traduction à mettre à jour.
   *[other] { $count } éléments ont des traductions à mettre à jour.
}
today-translation = { $item } · { $languages }
today-open-manage = Ouvrir Gérer le contenu

## The weekly e-mail's introduction and test send (#71).
weekly-intro-label = Introduction
weekly-test-empty = Le prochain numéro ne contient aucun événement : il n’y a rien à envoyer.
weekly-test-sent = Le prochain numéro part vers { $email }.
weekly-admin-intro-heading = Introduction
weekly-admin-intro-hint = Tous les abonnés la lisent avant les événements du prochain numéro, dans la langue où vous l’écrivez. Laissez-la vide pour n’en mettre aucune.
weekly-admin-intro-save = Enregistrer l’introduction
weekly-admin-intro-saved = Introduction enregistrée
weekly-admin-intro-failed = L’introduction n’a pas pu être enregistrée
weekly-admin-test = M’envoyer un essai
weekly-admin-testing = Envoi…
weekly-admin-test-failed = L’essai n’a pas pu être envoyé

## An event its page places beyond the city's reach (#71).
discovery-far = À { $km } km de { $city } : vérifiez qu’il a sa place dans le guide.

## L’envoi d’un organisateur refusé, avec son motif (issue 73).
field-decline-reason = Motif
submission-not-pending = Cet envoi n’attend pas de relecture : son organisateur ne l’a pas confirmé, ou l’équipe l’a déjà décidé.
submissions-approved = Publié : { $count ->
        [one] l’événement est dans le guide.
       *[other] { $shown } événements sont dans le guide.
    }
submissions-declined = { $count ->
        [one] Refusé ; son organisateur en reçoit le motif.
       *[other] { $shown } refusés ; leurs organisateurs en reçoivent le motif.
    }

## Organizers' events in the review inbox (issue 73).
submissions-title = Envoyés par des organisateurs
submissions-intro = Les événements envoyés par des organisateurs avec « Ajoutez votre événement », une fois leur adresse confirmée. Rien n’est publié sans l’équipe.
submissions-empty = Aucun événement d’organisateur n’attend de vérification.
submissions-selected = Événements d’organisateurs sélectionnés
submission-from = De { $name } ({ $email })
submission-new-venue = Nouveau lieu : { $name }, { $address }
submission-repeats = { $repeat }, jusqu’au { $until }
submission-show-description = Description et liens
submission-ticket-link = Billets : { $url }
submission-looks-like = Le guide l’a peut-être déjà :
submission-publish = Publier
submission-publishing = Publication…
submission-not-published = L’événement n’a pas été publié
submission-edit = Modifier, puis publier
submission-edit-title = Modifier « { $title } », puis publier
submission-decline = Refuser
submission-declining = Refus…
submission-not-declined = Rien n’a été refusé
submission-decline-one = Refuser « { $title } »
submission-decline-many = { $count ->
        [one] Refuser un événement
       *[other] Refuser { $shown } événements
    }
submission-decline-reason-hint = Envoyée par e-mail à l’organisateur telle que vous l’écrivez.
submission-block = Empêcher d’envoyer de nouveau
submission-block-nobody = Personne
submission-block-address = { $count ->
        [one] L’adresse de l’expéditeur
       *[other] Les adresses des expéditeurs
    }
submission-block-domain = { $count ->
        [one] Toutes les adresses du domaine de l’expéditeur
       *[other] Toutes les adresses des domaines des expéditeurs
    }
today-submissions = { $count ->
        [0] Aucun événement d’organisateur n’attend de vérification.
        [one] 1 événement d’organisateur attend une vérification.
       *[other] { $shown } événements d’organisateurs attendent une vérification.
    }
field-block-target = Compte ou instance
block-target-invalid = Saisissez l’adresse d’un compte (https://…/users/…) ou le nom d’une instance (example.org)
block-exists = C’est déjà bloqué
block-done = { $value } bloqué : { $followers ->
    [0] aucun abonné retiré
    [one] 1 abonné retiré
   *[other] { $followers } abonnés retirés
}, { $sources ->
    [0] aucune source arrêtée
    [one] 1 source arrêtée
   *[other] { $sources } sources arrêtées
}.
source-account-blocked = Ce compte ou son instance est bloqué : débloquez-le d’abord.
blocks-title = Comptes et instances bloqués
blocks-text = Ce qu’un compte ou une instance bloqué envoie au guide est refusé : il ne suit plus le guide, et le guide ne le suit plus.
blocks-empty = Rien n’est bloqué.
blocks-example = spam.example ou https://spam.example/users/nom
blocks-add = Bloquer
blocks-adding = Blocage…
blocks-kind-actor = compte
blocks-kind-instance = instance
blocks-remove = Débloquer
blocks-removed = { $value } débloqué
blocks-failed = Impossible de bloquer { $value }
blocks-unblock-failed = Impossible de débloquer { $value }
blocks-confirm-title = Bloquer { $value } ?
blocks-confirm-text = Ce qu’il envoie au guide sera refusé, ses abonnés au guide retirés et les sources qui le suivent arrêtées (leurs événements publiés restent).
