// Behaviour shared by every page. No inline scripts: the pages run under a strict Content Security Policy.
(function () {
  "use strict";

  // A form sent once: a second click while the first request is on its way sends nothing. The pressed
  // button's name is kept in a hidden field, since disabled buttons are not submitted.
  document.addEventListener("submit", function (event) {
    const form = event.target;
    if ((form.getAttribute("method") || "get").toLowerCase() !== "post") return;
    if (form.dataset.submitted === "1") {
      event.preventDefault();
      return;
    }
    // A button that changes something lasting asks first (data-confirm holds its question).
    const pressed = event.submitter;
    if (pressed && pressed.dataset.confirm && !window.confirm(pressed.dataset.confirm)) {
      event.preventDefault();
      return;
    }
    form.dataset.submitted = "1";
    if (pressed && pressed.name) {
      const kept = document.createElement("input");
      kept.type = "hidden";
      kept.name = pressed.name;
      kept.value = pressed.value;
      form.appendChild(kept);
    }
    form.querySelectorAll("[type=submit]").forEach(function (button) { button.disabled = true; });
  });

  // Coming back with the browser's Back button shows the page as it was left: enable its forms again.
  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form[data-submitted]").forEach(function (form) {
      delete form.dataset.submitted;
      form.querySelectorAll("[type=submit]").forEach(function (button) { button.disabled = false; });
    });
  });

  // A page answering a form with errors: its summary takes the focus, so a screen reader reads it first.
  const errorSummary = document.getElementById("error-summary");
  if (errorSummary) errorSummary.focus();

  // The norm calculator: "Add a row" adds one in place (without JavaScript the form is sent to add it).
  const addOpponent = document.getElementById("add-opponent");
  const opponentTemplate = document.getElementById("opponent-template");
  if (addOpponent && opponentTemplate) {
    addOpponent.addEventListener("click", function (event) {
      const total = document.getElementById("id_opponent-TOTAL_FORMS");
      const index = parseInt(total.value, 10);
      const maximum = parseInt(document.getElementById("id_opponent-MAX_NUM_FORMS").value, 10);
      event.preventDefault();
      if (index >= maximum) return;
      const rows = document.querySelector("#opponents tbody");
      rows.insertAdjacentHTML("beforeend", opponentTemplate.innerHTML
        .replace(/__prefix__/g, String(index)).replace(/__number__/g, String(index + 1)));
      rows.lastElementChild.querySelector(".row-number").textContent = String(index + 1);
      total.value = String(index + 1);
    });
  }

  // An upload being evaluated: show each stage as the worker reaches it, without reloading by hand.
  const progress = document.getElementById("upload-progress");
  if (progress && progress.dataset.done !== "1") {
    const poll = function () {
      fetch(progress.dataset.statusUrl, {credentials: "same-origin", headers: {"Accept": "application/json"}})
        .then(function (response) { return response.json(); })
        .then(function (state) {
          progress.querySelectorAll("[data-stage]").forEach(function (item) {
            const index = state.stages.indexOf(item.dataset.stage);
            item.classList.toggle("stage-done", index < state.stage_index);
            item.classList.toggle("stage-current", index === state.stage_index && !state.stopped);
            item.classList.toggle("stage-failed", index === state.stage_index && state.stopped);
          });
          const label = document.getElementById("upload-stage");
          if (label) label.textContent = state.stage_label;
          if (state.final && progress.dataset.final !== "1") {
            window.location.reload();  // the final state: the summary, the errors and the link to the results
          } else if (state.stage !== "done" && !state.stopped) {
            window.setTimeout(poll, 1000);
          }
        })
        .catch(function () { window.setTimeout(poll, 3000); });
    };
    window.setTimeout(poll, 500);
  }
})();
