# Best Time to Visit (/weather), in English: the spec's static guide.
# $city is the site's city.

weather-intro = { $city } is warm all year. Here is what each season brings, so you can pick the visit that suits you.
weather-intro-no-city = Our city is warm all year. Here is what each season brings, so you can pick the visit that suits you.
weather-seasons = Seasons
weather-pros = Pros
weather-cons = Cons

season-peak = Peak Season
season-peak-months = Nov-Apr
season-peak-rating = Excellent
season-peak-temperature = 60-80°F
season-peak-pro-1 = Dry, sunny days and low humidity
season-peak-pro-2 = The arts season: opera, ballet, theater and concerts
season-peak-pro-3 = Perfect weather for the beaches and outdoor dining
season-peak-con-1 = Higher hotel prices
season-peak-con-2 = Busier beaches, restaurants and roads
season-peak-con-3 = Book popular shows and tables early

season-summer = Summer
season-summer-months = May-Oct
season-summer-rating = Good
season-summer-temperature = 75-92°F
season-summer-pro-1 = Lower prices and easy reservations
season-summer-pro-2 = Warm Gulf water for swimming and paddling
season-summer-pro-3 = Quieter beaches and attractions
season-summer-con-1 = Hot and humid
season-summer-con-2 = Short, strong afternoon thunderstorms
season-summer-con-3 = Fewer performances while the arts season rests

season-hurricane = Hurricane Season
season-hurricane-months = Jun 1-Nov 30
season-hurricane-rating = Fair
season-hurricane-temperature = 75-92°F
season-hurricane-pro-1 = The best off-season deals
season-hurricane-pro-2 = Most days are still sunny and calm
season-hurricane-pro-3 = Lush, green gardens and parks
season-hurricane-con-1 = A storm can disrupt travel plans
season-hurricane-con-2 = Consider travel insurance
season-hurricane-con-3 = Watch the forecast before and during your trip

weather-monthly = Monthly Planning Guide
months-dec-feb = Dec-Feb
months-dec-feb-text = Mild and dry, the coolest months. Holiday events and the heart of the arts season; bring a light jacket for the evenings.
months-mar-apr = Mar-Apr
months-mar-apr-text = Warm, sunny and dry: the most popular time to visit. Spring festivals, outdoor markets and busy beaches.
months-may-jun = May-Jun
months-may-jun-text = Hot days and warming water before the summer rains. Fewer crowds; hurricane season begins on June 1.
months-jul-sep = Jul-Sep
months-jul-sep-text = The hottest, wettest months, with afternoon storms. Plan outdoor time for the morning and keep an eye on the tropics.
months-oct-nov = Oct-Nov
months-oct-nov-text = Humidity drops and the arts season opens. Comfortable weather returns; hurricane season ends on November 30.
# Followed by a link named weather-averages.
weather-averages-lead = Monthly temperatures and rainfall:
weather-averages = { $city } weather averages

weather-tips = Quick Tips
weather-tip-1 = Wear reef-safe sunscreen and drink plenty of water in every season: the Florida sun is strong even in winter.
weather-tip-2 = In summer, plan beaches and outdoor activities for the morning; afternoon storms usually pass within an hour.
weather-tip-3 = During peak season, book hotels, restaurants and performances well in advance.
