# Sugerir un lugar (/suggest).

suggest-title = ¿Qué deberíamos añadir?
suggest-intro = ¿Conoces un espectáculo, una atracción, un restaurante o un local en { $city } que debería estar en la guía? Cuéntanoslo y le echaremos un vistazo.
suggest-intro-no-city = ¿Conoces un espectáculo, una atracción, un restaurante o un local que debería estar en la guía? Cuéntanoslo y le echaremos un vistazo.
suggest-name = Nombre
suggest-name-placeholder = Nombre del lugar, evento o restaurante
suggest-type = Tipo
suggest-type-choose = Elige un tipo
suggest-website = Sitio web
suggest-website-placeholder = www.ejemplo.com
suggest-description = Descripción
suggest-description-placeholder = ¿Por qué deberían conocerlo los visitantes?
suggest-your-name = Tu nombre
suggest-your-email = Tu correo electrónico
suggest-submit = Enviar sugerencia
suggest-submitting = Enviando...
suggest-failed = No se pudo enviar la sugerencia
