# Proposer un ajout (/suggest).

suggest-title = Que devrions-nous ajouter ?
suggest-intro = Vous connaissez un spectacle, un site, un restaurant ou une salle à { $city } qui a sa place dans le guide ? Parlez-nous-en, nous y jetterons un œil.
suggest-intro-no-city = Vous connaissez un spectacle, un site, un restaurant ou une salle qui a sa place dans le guide ? Parlez-nous-en, nous y jetterons un œil.
suggest-name = Nom
suggest-name-placeholder = Nom du lieu, de l’événement ou du restaurant
suggest-type = Type
suggest-type-choose = Choisissez un type
suggest-website = Site web
suggest-website-placeholder = www.exemple.fr
suggest-description = Description
suggest-description-placeholder = Pourquoi les visiteurs devraient-ils le connaître ?
suggest-your-name = Votre nom
suggest-your-email = Votre e-mail
suggest-submit = Envoyer la suggestion
suggest-submitting = Envoi…
suggest-failed = La suggestion n’a pas pu être envoyée
