# backends.vcl for store.vcl: one backend per app instance, all behind one round-robin director
# named `store`. scripts/cluster.ts writes its own for the instances it starts on 127.0.0.1.

backend app1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = store_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 10s;
}

backend app2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = store_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new store = directors.round_robin();
    store.add_backend(app1);
    store.add_backend(app2);
}
