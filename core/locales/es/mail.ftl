mail-guide = Guía para visitantes de { $brand }
mail-footer = Guía para visitantes de { $brand } · { $city }
mail-self-subject = Tu plan de visita de { $brand }
mail-self-heading = Tu plan de visita de { $brand }
mail-self-intro = Estos son los favoritos que guardaste para tu visita a { $city }. ¡Que lo disfrutes!
mail-curator-subject = Plan de visita de { $brand } de { $name }
mail-curator-heading = Un plan de visita de { $name }
mail-curator-intro = A { $name } le gustaría recibir tus recomendaciones personalizadas para su visita a { $city }.
mail-from = De
mail-visit-dates = Fechas de la visita
mail-language = Idioma
mail-message = Mensaje
mail-notes = Notas
mail-selected = Elementos seleccionados ({ $count })
mail-venue = Lugar
mail-date = Fecha
mail-time = Hora
mail-address = Dirección
mail-travel = Cómo llegar
mail-cuisine = Cocina
mail-rating = Valoración
mail-in-guide = En la guía
mail-details = Detalles
mail-see-in-guide = Verlo en la guía
mail-view-details = Ver detalles

sent-title = ¡Listo!
sent-to-curator = ¡Tu plan de visita se ha enviado a { $curator }! Te escribirá pronto con recomendaciones personalizadas.
sent-to-self = ¡Tu plan de visita, bien presentado, se ha enviado a tu correo!
sent-suggestion-title = ¡Sugerencia enviada!
sent-suggestion = Gracias por ayudarnos a mejorar. Revisaremos tu sugerencia pronto.

## Recordatorios de eventos guardados (#37).

reminder-confirm-subject = Confirma tus recordatorios de { $brand }
reminder-confirm-intro = Alguien, esperamos que tú, pidió a la Guía del Visitante de { $brand } que enviara a esta dirección un recordatorio de este evento. No se envía nada hasta que lo confirmes.
reminder-confirm-button = Sí, recuérdamelo
reminder-confirm-ignore = ¿No fuiste tú? Ignora este correo: no se enviará nada más y la dirección se olvidará en una semana.
reminder-today-subject = Hoy: { $title }
reminder-tomorrow-subject = Mañana: { $title }
reminder-soon-subject = Próximamente: { $title }
reminder-intro = Pediste que te recordáramos este evento. ¡Que lo disfrutes!
reminder-cancelled-subject = Cancelado: { $title }
reminder-cancelled-intro = Un evento del que pediste un recordatorio se ha cancelado. Su recordatorio se ha borrado.
reminder-postponed-subject = Aplazado: { $title }
reminder-postponed-intro = Un evento del que pediste un recordatorio se ha aplazado. Te avisaremos cuando tenga nueva fecha.
reminder-moved-subject = Nueva fecha u hora: { $title }
reminder-moved-intro = Un evento del que pediste un recordatorio ha cambiado de fecha u hora. Tu recordatorio cambia con él.
reminder-why = Recibes esto porque esta dirección pidió recordatorios a la Guía del Visitante de { $brand }.
reminder-your-data = Ver o borrar lo que la guía guarda de esta dirección
reminder-stop = No enviar más recordatorios
reminder-set-title = Recordatorio creado
reminder-set = Escribiremos a { $email } el { $day }.
reminder-check-title = Revisa tu correo
reminder-confirm-sent = Enviamos un enlace a { $email }. Ábrelo para confirmar tu recordatorio.
reminder-confirm-pending = El enlace que acabamos de enviar a { $email } confirma también este recordatorio.
reminder-begun = Este evento ya ha empezado.
reminder-cancelled = Este evento está cancelado.
reminder-too-many = Esta dirección tiene { $max } recordatorios, el máximo que guarda la guía. Borra alguno antes.
reminder-link-gone = Este enlace ya no es válido: la guía no guarda nada para él.
reminder-unsubscribed = Hecho: la guía ha olvidado esta dirección y no le enviará nada más.
reminder-event-gone = Este evento ya no está en la guía.
weekly-unknown-category = Elige las categorías de la lista.
weekly-subject = Este fin de semana en { $city }
weekly-confirm-subject = Confirma «Este fin de semana en { $city }»
weekly-confirm-intro = Alguien, esperamos que tú, pidió a la Guía del Visitante de { $brand } que enviara a esta dirección «Este fin de semana en { $city }» cada jueves por la mañana. No se envía nada hasta que lo confirmes.
weekly-confirm-button = Sí, envíamelo
weekly-intro = Lo que hay desde el viernes por la tarde hasta el domingo, día a día.
weekly-in-categories = En tus categorías: { $categories }.
weekly-calendar = El archivo de calendario adjunto los pone todos en tu calendario.
weekly-why = Recibes esto porque esta dirección se suscribió a «Este fin de semana en { $city }» de la Guía del Visitante de { $brand }.
weekly-stop = Darse de baja
weekly-set-title = Suscripción hecha
weekly-set = { $email } recibirá «Este fin de semana en { $city }» cada jueves a las 9 de la mañana.
weekly-confirm-sent = Enviamos un enlace a { $email }. Ábrelo para confirmar tu suscripción.
weekly-confirm-pending = El enlace que acabamos de enviar a { $email } confirma también esta suscripción.
weekly-unsubscribed = Hecho: esta dirección no recibirá más correos semanales.

## El enlace de una cuenta del personal (#39).
staff-invite-subject = Únete al panel de { $guide }
staff-invite-intro = { $name } te invita al panel de { $guide } como { $role }. Elige tu nombre y una contraseña para aceptar.
staff-invite-button = Aceptar la invitación
staff-invite-note = El enlace sirve una vez, durante 72 horas. Si no esperabas esta invitación, ignora este correo.
staff-reset-subject = Elige una contraseña nueva para el panel de { $guide }
staff-reset-intro = Hola, { $name }: alguien pidió restablecer la contraseña de tu cuenta del panel. Elige una nueva con el enlace de abajo.
staff-reset-button = Elegir una contraseña nueva
staff-reset-note = El enlace sirve una vez, durante una hora. Si no lo pediste, ignora este correo: tu contraseña sigue igual.

## A visitor told that their suggestion is in the guide (#71).
suggestion-published-subject = { $name } ya está en { $guide }
suggestion-published-intro = Hola, { $visitor }: gracias por sugerir { $name }. Ya está en la guía, para todos los que visitan { $city }.
suggestion-published-note = Recibes este correo porque dejaste tu dirección con tu sugerencia. Es el único que te enviamos sobre ella.

## A weekly issue staff send themselves to try it (#71).
weekly-test-subject = Prueba: { $subject }

## Añade tu evento: el organizador confirma su dirección (issue 73).
submission-confirm-subject = Confirma tu evento para { $brand }
submission-confirm-intro = Alguien, esperamos que tú, envió «{ $title }» a la Guía del Visitante { $brand }. Confirma tu dirección y pasará a revisión de nuestro equipo.
submission-confirm-button = Confirmar mi evento
submission-confirm-note = El mismo enlace muestra en qué punto está tu evento y te deja cambiarlo hasta que se revise. ¿No fuiste tú? Ignora este correo: no se publica nada.

## El envío de un organizador decidido por el equipo (issue 73).
submission-published-subject = «{ $title }» está en la Guía del Visitante { $brand }
submission-published-intro = Gracias por enviar «{ $title }»: nuestro equipo lo publicó.
submission-published-note = Gracias por ayudar a los visitantes a encontrar qué hacer.
submission-declined-subject = Sobre «{ $title }»
submission-declined-intro = Gracias por enviar «{ $title }». Nuestro equipo no pudo publicarlo: { $reason }
submission-declined-button = Enviar otro evento
submission-declined-note = Puedes enviar otros eventos cuando quieras: se revisan de la misma manera.
