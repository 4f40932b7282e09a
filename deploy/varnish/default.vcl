# Varnish in front of the web instances: public pages are kept until an edit purges them by
# surrogate key (xkey), everything personal passes. deploy/README.md "Edge cache (Varnish)".
#
#   EDGE_PURGE_TOKEN=<the instances' token> varnishd -F -f $PWD/deploy/varnish/default.vcl -p vcl_path=<dir of backends.vcl>:$PWD/deploy/varnish \
#            -a :6081 -s malloc,1g
#
# The instances answer every page with its cache tags as `xkey: company:DEMO company:DEMO:news …`
# (lib/server/front-door/surrogate-keys.ts); an edit sends `PURGE /` with `xkey-purge: company:DEMO:news` and the
# secret `x-edge-purge-token` (lib/edge/purge.ts, EDGE_PURGE_URLS and EDGE_PURGE_TOKEN, which this
# varnishd must have in its environment too) and every object carrying one of those keys is dropped,
# on every URL, host and locale of the clinic at once.

vcl 4.1;

import std;
import directors;
import xkey;

# Process up (GET /healthz of the front door, no database): a stopped instance leaves the
# round robin within two failed probes; the requests it was given meanwhile are retried.
probe healthz {
    .request =
        "GET /healthz HTTP/1.1"
        "Host: localhost"
        "User-Agent: varnish-probe"
        "Connection: close";
    .expected_response = 200;
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# Backends, `acl purgers` and `sub vcl_init { new web = directors.round_robin(); … }`.
include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = web.backend();
    unset req.http.x-edge-pass;

    # Purge by surrogate key: `PURGE /` with `xkey-purge: key1 key2`, from a purger only, and
    # carrying the secret of EDGE_PURGE_TOKEN (this varnishd's environment, at least 16
    # characters; lib/edge/purge.ts sends it) in x-edge-purge-token. The address alone proves
    # nothing: a TLS proxy on this machine relays every client's request from 127.0.0.1. Without
    # the variable every purge is refused.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers || std.getenv("EDGE_PURGE_TOKEN") !~ "^.{16,}$" ||
            req.http.x-edge-purge-token != std.getenv("EDGE_PURGE_TOKEN")) {
            unset req.http.x-edge-purge-token;
            return (synth(403, "Forbidden"));
        }
        unset req.http.x-edge-purge-token;
        if (!req.http.xkey-purge) {
            return (synth(400, "Missing xkey-purge header"));
        }
        # A hard purge: the next request renders afresh (a soft purge would serve the old page once more).
        set req.http.x-edge-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    # The purge secret is Varnish's alone: never passed on to an instance.
    unset req.http.x-edge-purge-token;
    if (req.method != "GET" && req.method != "HEAD" && req.method != "POST" && req.method != "PUT" &&
        req.method != "PATCH" && req.method != "DELETE" && req.method != "OPTIONS") {
        return (synth(405, "Method Not Allowed"));
    }

    # What varies a public answer is in the URL, the host, the scheme, the locale cookie and
    # the browser's languages (the proxy's redirect of an address without a locale, SPEC 4).
    set req.http.host = std.tolower(req.http.host);
    # The scheme the TLS terminator in front saw: the last X-Forwarded-Proto (HSTS and the CSP follow it).
    if (req.http.x-forwarded-proto ~ "(^|,)\s*https\s*$") {
        set req.http.x-forwarded-proto = "https";
    } else {
        set req.http.x-forwarded-proto = "http";
    }
    # Accept-Language reduced to the entries of our locales, in order and with their q: the
    # instance decides from exactly what the cache keys on. `ru-RU,ru;q=0.9,de;q=0.8,en;q=0.7`
    # -> `ru,ru;q=0.9,en;q=0.7`.
    if (req.http.accept-language) {
        set req.http.accept-language = regsuball(std.tolower(req.http.accept-language), "\s+", "");
        set req.http.accept-language = regsuball(req.http.accept-language, "(^|,)(?!(?:ru|kk|uz|en)(?:[-;,]|$))[^,]*", "");
        set req.http.accept-language = regsuball(req.http.accept-language, "(^|,)(ru|kk|uz|en)-[^;,]*", "\1\2");
        set req.http.accept-language = regsub(req.http.accept-language, "^,+", "");
        if (req.http.accept-language == "") {
            unset req.http.accept-language;
        }
    }

    # Never from the cache: writes, the API, the staff and account areas, anyone signed in
    # (the `session` cookie, lib/auth/sessions/service.ts) or sending credentials.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A doctor's free slots (issue 30, lib/booking/slot-cache.ts) are public and the same for
    # every visitor: kept under the doctor's slot key, which every visit, hold, cancel, move and
    # schedule change purges, for at most the minute the instance names (s-maxage). Cookies and
    # languages do not change them; the API's Basic credential is part of the key (vcl_hash), so
    # a request without it, or with another, is asked of an instance, which refuses it.
    if (req.url ~ "^/api/front/(ru|kk|uz|en)/v1/booking/[^/?]+/doctors/[0-9]+/slots\?") {
        unset req.http.cookie;
        unset req.http.accept-language;
        return (hash);
    }
    # Public files (/api/uploads/…) are the exception: named by their content's hash, served
    # `immutable` and without a cookie (lib/storage/routes.ts), so the edge keeps them.
    if ((req.url ~ "^/api(/|\?|$)" && req.url !~ "^/api/uploads/") || req.url ~ "^(/(ru|kk|uz|en))?/(pro|profile)(/|\?|$)" || req.url ~ "^(/(ru|kk|uz|en))?/language/") {
        return (pass);
    }
    if (req.http.authorization || req.http.cookie ~ "(^|;)\s*session=") {
        return (pass);
    }

    # Public pages read no cookie but the locale one (NEXT_LOCALE): the rest is dropped, so
    # that a visitor's analytics or CSRF cookie does not make a page of its own.
    if (req.http.cookie) {
        set req.http.x-edge-locale = regsub(req.http.cookie, "^(?:.*;)?\s*NEXT_LOCALE=(ru|kk|uz|en)\s*(?:;.*)?$", "\1");
        if (req.http.x-edge-locale ~ "^(ru|kk|uz|en)$") {
            set req.http.cookie = "NEXT_LOCALE=" + req.http.x-edge-locale;
        } else {
            unset req.http.cookie;
        }
        unset req.http.x-edge-locale;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    hash_data(req.http.x-forwarded-proto);
    hash_data(req.http.cookie);
    hash_data(req.http.accept-language);
    if (req.url ~ "^/api/") {
        hash_data(req.http.authorization);
    }
    # While every instance is healthy a stale object is served only for a moment (while it
    # is fetched again); with none healthy, for the whole grace (below).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    }
    return (lookup);
}

sub vcl_pass {
    set req.http.x-edge-pass = "1";
}

sub vcl_backend_fetch {
    unset bereq.http.x-edge-pass;
}

sub vcl_backend_response {
    # An instance going away (stopping, restarting, a proxy in between) answers 502-504 on an
    # idempotent request: ask another one, once. The app's own 503 (PostgreSQL down, a clinic
    # offline) carries Retry-After and is the same on every instance: not retried.
    if ((beresp.status == 502 || beresp.status == 504 || (beresp.status == 503 && !beresp.http.retry-after)) &&
        bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    # A background refresh of a stale page that fails keeps the stale page (grace) instead.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Kept for a day past its TTL, served while no instance is healthy.
    set beresp.grace = 24h;
    # A page to store arrives whole before any of it is sent: an instance killed half-way
    # through its body then fails the fetch, and vcl_synth asks another instance.
    if (!bereq.uncacheable) {
        set beresp.do_stream = false;
    }

    # A personal answer is never stored (a Set-Cookie, private, no-store), and later requests
    # of the same URL go to the backend for two minutes without waiting for each other.
    if (beresp.http.set-cookie || beresp.http.cache-control ~ "(?i)(private|no-store|no-cache)" || beresp.http.vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # Next answered from a page past its time (STALE: a scheduled news item has just become
    # public) while it renders the page anew in the background: kept for a second only.
    if (beresp.http.x-nextjs-cache ~ "(?i)^stale") {
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        unset beresp.http.surrogate-key;
        return (deliver);
    }
    if (beresp.http.xkey && bereq.url ~ "^/api/") {
        # A tagged public API read (the free slots): the instance's s-maxage is its time (a
        # slot passes by itself), its keys purge it sooner.
        unset beresp.http.surrogate-key;
    } elsif (beresp.http.xkey) {
        # A tagged public page: kept until an edit purges its keys, or a day (Next's own
        # revalidation period). Surrogate-Key is for a CDN in front of the instances, not ours.
        set beresp.ttl = 24h;
        unset beresp.http.surrogate-key;
    } elsif (beresp.http.cache-control !~ "immutable" && beresp.ttl > 10s) {
        # No keys: nothing would purge it (a redirect, a page Next rendered without tags), so
        # it lives at most 10 s, as behind the nginx cache.
        set beresp.ttl = 10s;
    }
    if (beresp.ttl <= 0s) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
    }
    return (deliver);
}

sub vcl_backend_error {
    # Connection refused or reset, a timeout: another instance gets the request.
    if (bereq.retries < 4 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    # No instance answers a background refresh: the stale page stays (grace).
    if (bereq.is_bgfetch) {
        return (abandon);
    }
    set beresp.http.content-type = "text/plain; charset=utf-8";
    set beresp.http.cache-control = "no-store";
    set beresp.http.retry-after = "5";
    synthetic("Service Unavailable" + {"
"});
    return (deliver);
}

sub vcl_deliver {
    if (req.http.x-edge-pass) {
        set resp.http.x-cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
    # The keys are ours: clients never see them.
    unset resp.http.xkey;
    unset resp.http.surrogate-key;
    unset resp.http.via;
    return (deliver);
}

sub vcl_synth {
    # A fetch that failed after the instance began answering (killed half-way through a page
    # that is not streamed, above): the request starts again and goes to another instance.
    if (resp.status == 503 && req.restarts < 2 && (req.method == "GET" || req.method == "HEAD") && resp.reason == "Backend fetch failed") {
        return (restart);
    }
    set resp.http.cache-control = "no-store";
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.xkey-purged = req.http.x-edge-purged;
        set resp.http.content-type = "application/json";
        synthetic({"{"purged":"} + req.http.x-edge-purged + {"}"});
        return (deliver);
    }
    set resp.http.content-type = "text/plain; charset=utf-8";
    synthetic(resp.reason + {"
"});
    return (deliver);
}
