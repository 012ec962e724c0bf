// Behaviour the Content-Security-Policy allows: no inline handlers, so pages mark elements with data attributes.
document.querySelectorAll("[data-submit-on-change]").forEach((element) => {
  element.addEventListener("change", () => element.form.submit());
});
