/**
 * The renderer script a page loads from the sandbox (GET {prefix}/clickwrap/renderer.js), like a
 * platform's click-to-agree embed: window.sandboxClickwrap.render({ environment, accountId,
 * clickwrapId, clientUserId, documentData, container, onRendered, onAgreed, onError }). Failures
 * reach onError
 * as { status, errorCode }; status 0 means the sandbox could not be reached.
 */
export function rendererScript(base: string): string {
  return `(function () {
  'use strict';
  var BASE = ${JSON.stringify(base)};
  function path(o) {
    return BASE + '/' + encodeURIComponent(o.environment) + '/v1/accounts/' +
      encodeURIComponent(o.accountId) + '/clickwraps/' + encodeURIComponent(o.clickwrapId);
  }
  function fail(o, status, errorCode) {
    if (o.onError) o.onError({ status: status, errorCode: errorCode });
  }
  function call(o, url, init, next) {
    fetch(url, init).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        if (!response.ok) return fail(o, response.status, body.errorCode || 'UNKNOWN');
        next(body);
      });
    }, function () { fail(o, 0, 'NETWORK'); });
  }
  function render(o) {
    call(o, path(o), { headers: { accept: 'application/json' } }, function (definition) {
      var box = document.createElement('section');
      box.className = 'clickwrap';
      box.setAttribute('aria-label', definition.name);
      var title = document.createElement('h3');
      title.textContent = definition.name;
      box.appendChild(title);
      definition.document.forEach(function (text) {
        var p = document.createElement('p');
        p.textContent = text;
        box.appendChild(p);
      });
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'button button--primary';
      button.textContent = definition.agreeButtonText;
      button.addEventListener('click', function () {
        button.disabled = true;
        call(o, path(o) + '/agreements', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ clientUserId: o.clientUserId, documentData: o.documentData })
        }, function (agreement) { if (o.onAgreed) o.onAgreed(agreement); });
      });
      box.appendChild(button);
      o.container.replaceChildren(box);
      if (o.onRendered) o.onRendered(definition);
    });
  }
  window.sandboxClickwrap = { render: render };
})();
`;
}
