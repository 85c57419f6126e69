// The API's reference page (/api/docs, written by the server): Swagger UI
// (from npm, copied by scripts/api-docs.mjs) on the guide's own
// description. Without scripts the page keeps its link to the JSON.
const reference = document.getElementById('reference');
window.SwaggerUIBundle({
  url: reference.dataset.description,
  domNode: reference,
  deepLinking: true,
  // No call to swagger.io's validator: the page reaches only the guide.
  validatorUrl: null,
});
