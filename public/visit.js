// Cookieless page views (docs/analytics.md): path, external referrer host, UTM/ref, window width,
// visible time. Keeps only the landing context in sessionStorage (lib/analytics/attribution-keys.ts).
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
    var q = new URLSearchParams(l.search), o = { k: "v" }, a = { landingPage: l.pathname.slice(0, 200) }, u, s;
    path = l.pathname;
    if (r) o.r = a.referrerHost = r;
    P.forEach(function (k, i) {
      var x = q.get(k);
      if (x) o[k] = a[F[i]] = u = x.slice(0, 200);
    });
    try {
      s = sessionStorage;
      if (u || !s.getItem(K)) s.setItem(K, JSON.stringify(a));
    } catch (e) {}
    send((last = o));
  }
  // The time the page was visible since the last report, sent as an engagement of that page.
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
  // Next's router moves with history.pushState (and back/forward with popstate).
  var push = h.pushState;
  h.pushState = function () {
    var r = push.apply(this, arguments);
    nav();
    return r;
  };
  addEventListener("popstate", nav);
  addEventListener("pagehide", leave);
  d.addEventListener("visibilitychange", function () {
    d.hidden ? leave() : (v = Date.now());
  });
  v = d.hidden ? 0 : Date.now();
  try {
    var r = new URL(d.referrer).host;
  } catch (e) {}
  view(r != l.host && r);
})();
