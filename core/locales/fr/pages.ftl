# Ce que seul le serveur écrit : la description de chaque page.

page-home-description = Événements, activités et restaurants à { $city }, en Floride : ce qui se passe, où aller et où manger, avec une liste de favoris à emporter.
page-events-description = Tous les événements à venir à { $city } : concerts, théâtre, festivals, art et sorties en famille, par date, catégorie et lieu.
page-activities-description = Que faire à { $city } : musées, jardins, plages, nature, visites guidées et loisirs.
page-dining-description = Où manger à { $city } : restaurants par quartier, cuisine, prix et note, avec leurs horaires.
page-search-description = Cherchez parmi les événements, activités, restaurants et lieux de { $city }.
page-weather-description = La meilleure période pour visiter { $city } : la météo, l’affluence et les temps forts de chaque saison.
page-favorites-description = Vos événements, activités et restaurants enregistrés à { $city }, à envoyer par e-mail.
page-trip-description = Vos événements, activités et restaurants enregistrés à { $city }, sur les jours de votre séjour, dans l'ordre, avec les trajets.
page-shared-plan-description = Un programme d’événements, d’activités et de restaurants à { $city }, partagé depuis le guide.
page-reminders-description = Les rappels d’événements que le guide { $brand } garde pour votre adresse : voir, confirmer ou supprimer.
page-suggest-description = Proposez un événement, une activité ou un restaurant pour le guide de { $city }.
page-add-event-description = Vous organisez un événement à { $city } ? Envoyez-le au guide : notre équipe le vérifie et le publie.
page-my-submission-description = L’événement que vous avez envoyé au guide { $brand } : sa vérification, et vos modifications en attendant.
page-collections-description = Des idées pour la journée que vous avez à { $city } : jour de pluie, avec des enfants, gratuit cette semaine, ouvert tard, sans marche et chiens bienvenus.
page-right-now-description = Ce qui se passe et ce qui est ouvert en ce moment à { $city } : les événements encore à venir aujourd’hui, les restaurants et les lieux ouverts, les plus proches d’abord.
page-collection-rainy-day-description = Que faire à { $city } un jour de pluie : des lieux couverts ouverts aujourd’hui et les spectacles du jour.
page-collection-with-kids-description = { $city } avec des enfants : des lieux pour eux et les sorties en famille de la semaine.
page-collection-free-this-week-description = Que faire gratuitement à { $city } cette semaine : événements gratuits et lieux en entrée libre.
page-collection-open-late-tonight-description = Ouvert tard ce soir à { $city } : restaurants et lieux ouverts à 22 h, et spectacles tardifs.
page-collection-step-free-description = Lieux sans marche à { $city } : musées, jardins et restaurants avec une entrée de plain-pied.
page-collection-dog-friendly-description = Lieux où les chiens sont bienvenus à { $city } : parcs, plages et restaurants.
page-admin-description = Le tableau de bord de l’équipe du Guide de { $brand }.

activity-lead = { $kind } à { $place }
restaurant-lead = Restaurant ({ $cuisine }) à { $place }
restaurant-lead-plain = Restaurant à { $place }
restaurant-rated = noté { $rating }

feed-name = Événements { $brand }
feed-description = Les prochains événements du Guide du visiteur { $brand }, chacun avec sa page.
feed-of-category = { $name } : { $category }
# $collection is a collection's title ('Rainy day').
feed-of-collection = { $name } : { $collection }
feed-at-venue = { $name } à { $venue }
plan-removed-note = n’est plus dans le guide

## Les événements du guide sur les pages des partenaires (le widget et son iframe)
embed-heading = À l’affiche à { $city }
embed-empty = Aucun événement n’est encore annoncé ici.
embed-more = Plus d’événements dans le guide du visiteur { $brand }

# The guide's ActivityPub actor (issue 73): its profile's text.
federation-actor-summary = Les événements de { $city }, par { $name } : concerts, théâtre, festivals, art et sorties en famille. Abonnez-vous pour voir chaque nouvel événement avec sa page.
