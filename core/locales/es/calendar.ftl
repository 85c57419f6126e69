calendar-plan-name = Mi plan de { $brand }
calendar-also-in-plan = También en el plan:
calendar-time = Hora: { $value }
calendar-tickets = Entradas: { $value }
calendar-buy-tickets = Comprar entradas: { $value }
calendar-in-guide = En la guía: { $value }

run-title = Añade { $name } a tu calendario
run-text = Se celebra { $dates }. Elige el día al que irás o añádelos todos.
run-text-timed = Se celebra { $dates }, a las { $time }. Elige el día al que irás o añádelos todos.
run-day = Día
run-add-day = Añadir este día
run-add-every-day = Añadir los { $count } días
run-add-whole = Añadir todo como una sola entrada
run-cancel = Cancelar
