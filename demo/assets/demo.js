// Behaviour of the demo site itself (not of the widgets): the stand-in Google sign-in and
// showing the saved payment state on the checkout stand-in page.
(function () {
  const ROLES = ['learner', 'learner-pending', 'instructor', 'instructor-deactive', 'org-admin', 'org-admin-multi', 'yuno-admin'];

  function returnPath() {
    const params = new URLSearchParams(location.search);
    try {
      const state = JSON.parse(params.get('state') || '{}');
      const target = typeof state.redirect_url === 'string' ? state.redirect_url : '/';
      // Only paths of this site: a sign-in must never send anyone elsewhere.
      return /^\/(?!\/)/.test(target) ? target : '/';
    } catch {
      return '/';
    }
  }

  const list = document.querySelector('[data-demo-login]');
  if (list) {
    ROLES.forEach(function (role) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      const target = new URL(returnPath(), location.origin);
      target.searchParams.set('as', role);
      link.href = target.pathname + target.search + target.hash;
      link.className = 'demo-login-user';
      link.textContent = 'Continue as ' + role;
      item.appendChild(link);
      list.appendChild(item);
    });
  }

  const out = document.querySelector('[data-demo-payment-state]');
  if (out && location.pathname.indexOf('/checkout') === 0) {
    let saved = null;
    try {
      saved = localStorage.getItem('paymentState');
    } catch {
      saved = null;
    }
    if (saved) {
      out.textContent = JSON.stringify(JSON.parse(saved), null, 2);
      out.closest('section').hidden = false;
    }
  }
})();
