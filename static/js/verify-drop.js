// The verification page: a PDF dropped anywhere on the file box is checked at once, as if chosen and sent.
(function () {
  "use strict";
  var input = document.getElementById("signed-pdf");
  var form = input && input.form;
  if (!form) {
    return;
  }
  ["dragenter", "dragover"].forEach(function (name) {
    form.addEventListener(name, function (event) {
      event.preventDefault();
      form.classList.add("border-primary");
    });
  });
  form.addEventListener("dragleave", function () {
    form.classList.remove("border-primary");
  });
  form.addEventListener("drop", function (event) {
    event.preventDefault();
    form.classList.remove("border-primary");
    if (!event.dataTransfer || event.dataTransfer.files.length === 0) {
      return;
    }
    input.files = event.dataTransfer.files;
    form.requestSubmit();
  });
})();
