# The instances behind Varnish and who may purge (deploy/docker-compose: web1, web2 on 3000).
# deploy/varnish/default.vcl includes this file; each setup writes its own (the tests and
# `npm run stack` generate one with their ports). Needs `probe healthz` from default.vcl.

backend web1 {
    .host = "web1";
    .port = "3000";
    .probe = healthz;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend web2 {
    .host = "web2";
    .port = "3000";
    .probe = healthz;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

# Who may send `PURGE` with `xkey-purge` (the web instances and the worker: EDGE_PURGE_URLS).
# Never a range clients connect from.
acl purgers {
    "127.0.0.1";
    "::1";
    # In parentheses: a name that does not resolve when the VCL loads is skipped, not an error.
    ("web1");
    ("web2");
    ("worker");
}

sub vcl_init {
    new web = directors.round_robin();
    web.add_backend(web1);
    web.add_backend(web2);
}
