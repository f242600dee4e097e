// Cookieless page views; what it sends and keeps, and why: docs/analytics.md.
(function () {
  var d = document, l = location, h = history, n = navigator, last, path, t = 0, v = 0, K = "attribution",
    P = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"],
    F = ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "refParam"];
  if (!n.sendBeacon) return;
  function send(o) {
    o.p = path;
    o.w = innerWidth;
    n.sendBeacon("/api/visit", JSON.stringify(o));
  }
  function view(r) {
    var q = new URLSearchParams(l.search.slice(1) + "&" + l.hash.slice(1)), o = { k: "v" }, a = { landingPage: l.pathname.slice(0, 200) }, u, s;
    path = l.pathname;
    if (r) o.r = a.referrerHost = r;
    P.forEach(function (k, i) {
      var x = q.get(k);
      if (x) o[k] = a[F[i]] = u = x.slice(0, 200);
    });
    try {
      s = sessionStorage;
      if (u || !s.getItem(K)) s.setItem(K, JSON.stringify(a));
    } catch {}
    send((last = o));
  }
  function leave() {
    var now = Date.now();
    if (v) t += now - v;
    v = d.hidden ? 0 : now;
    if (t > 0) send(Object.assign({}, last, { k: "e", d: t }));
    t = 0;
  }
  function nav() {
    if (l.pathname != path) {
      leave();
      view("");
    }
  }
  var push = h.pushState;
  h.pushState = function () {
    var r = push.apply(this, arguments);
    nav();
    return r;
  };
  addEventListener("popstate", nav);
  addEventListener("pagehide", leave);
  d.addEventListener("visibilitychange", function () {
    if (d.hidden) leave();
    else v = Date.now();
  });
  v = d.hidden ? 0 : Date.now();
  try {
    var r = new URL(d.referrer).host;
  } catch {}
  view(r != l.host && r);
})();
