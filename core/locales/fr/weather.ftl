# Quand venir (/weather).

weather-intro = À { $city }, il fait chaud toute l’année. Voici ce qu’apporte chaque saison, pour choisir le séjour qui vous convient.
weather-intro-no-city = Dans notre ville, il fait chaud toute l’année. Voici ce qu’apporte chaque saison, pour choisir le séjour qui vous convient.
weather-seasons = Saisons
weather-pros = Points forts
weather-cons = Points faibles

season-peak = Haute saison
season-peak-months = nov.–avr.
season-peak-rating = Excellente
season-peak-temperature = 16–27 °C (60–80 °F)
season-peak-pro-1 = Des journées sèches et ensoleillées, peu d’humidité
season-peak-pro-2 = La saison culturelle : opéra, ballet, théâtre et concerts
season-peak-pro-3 = Un temps idéal pour la plage et les repas en terrasse
season-peak-con-1 = Des hôtels plus chers
season-peak-con-2 = Plus de monde sur les plages, dans les restaurants et sur les routes
season-peak-con-3 = Réservez tôt les spectacles et les tables prisés

season-summer = Été
season-summer-months = mai–oct.
season-summer-rating = Bonne
season-summer-temperature = 24–33 °C (75–92 °F)
season-summer-pro-1 = Des prix plus bas et des réservations faciles
season-summer-pro-2 = L’eau chaude du golfe pour nager et pagayer
season-summer-pro-3 = Des plages et des sites plus calmes
season-summer-con-1 = Chaleur et humidité
season-summer-con-2 = Des orages brefs et violents l’après-midi
season-summer-con-3 = Moins de spectacles pendant la pause de la saison culturelle

season-hurricane = Saison des ouragans
season-hurricane-months = 1er juin–30 nov.
season-hurricane-rating = Passable
season-hurricane-temperature = 24–33 °C (75–92 °F)
season-hurricane-pro-1 = Les meilleures offres de la basse saison
season-hurricane-pro-2 = La plupart des journées restent ensoleillées et calmes
season-hurricane-pro-3 = Des jardins et des parcs verdoyants
season-hurricane-con-1 = Une tempête peut perturber vos projets de voyage
season-hurricane-con-2 = Pensez à une assurance voyage
season-hurricane-con-3 = Suivez la météo avant et pendant votre séjour

weather-monthly = Mois par mois
months-dec-feb = déc.–févr.
months-dec-feb-text = Doux et sec, les mois les plus frais. Les fêtes de fin d’année et le cœur de la saison culturelle ; prévoyez une veste légère pour le soir.
months-mar-apr = mars–avr.
months-mar-apr-text = Chaud, ensoleillé et sec : la période la plus prisée. Festivals de printemps, marchés en plein air et plages animées.
months-may-jun = mai–juin
months-may-jun-text = Des journées chaudes et une mer qui se réchauffe avant les pluies d’été. Moins de monde ; la saison des ouragans commence le 1er juin.
months-jul-sep = juil.–sept.
months-jul-sep-text = Les mois les plus chauds et les plus pluvieux, avec des orages l’après-midi. Profitez du plein air le matin et surveillez les tropiques.
months-oct-nov = oct.–nov.
months-oct-nov-text = L’humidité baisse et la saison culturelle s’ouvre. Le temps redevient agréable ; la saison des ouragans se termine le 30 novembre.
weather-averages-lead = Températures et pluies de chaque mois :
weather-averages = Climat moyen à { $city }

weather-tips = Conseils pratiques
weather-tip-1 = Portez une crème solaire sans danger pour les récifs et buvez beaucoup d’eau en toute saison : le soleil de Floride tape fort, même en hiver.
weather-tip-2 = En été, gardez la plage et les activités de plein air pour le matin ; les orages de l’après-midi passent en général en moins d’une heure.
weather-tip-3 = En haute saison, réservez hôtels, restaurants et spectacles longtemps à l’avance.
