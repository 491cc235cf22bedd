#!/usr/bin/env bash
# Prints the development overlay's Secret `shop-secrets`, every credential made at random here:
# nothing secret is committed, and the services refuse the sandbox's published defaults.
#   infra/k8s/overlays/development/create-secret.sh | kubectl apply -f -
# Run it once per cluster (running it again rotates every value; restart the pods then).
set -euo pipefail

random() { openssl rand -hex "${1:-32}"; }
postgres_password=$(random 16)
database_url() { echo "postgres://postgres:${postgres_password}@postgres:5432/shop_$1"; }

cat <<YAML
apiVersion: v1
kind: Secret
metadata:
  name: shop-secrets
  namespace: shop-dev
  labels:
    app.kubernetes.io/part-of: curated-art-shop
type: Opaque
stringData:
  POSTGRES_PASSWORD: "${postgres_password}"
  CATALOG_DATABASE_URL: "$(database_url catalog)"
  PRICING_DATABASE_URL: "$(database_url pricing)"
  ORDER_DATABASE_URL: "$(database_url order)"
  CUSTOMER_DATABASE_URL: "$(database_url customer)"
  WISHLIST_DATABASE_URL: "$(database_url wishlist)"
  REVIEW_DATABASE_URL: "$(database_url review)"
  TRADE_DATABASE_URL: "$(database_url trade)"
  REDIS_URL: "redis://redis:6379"
  SESSION_SECRET: "$(random)"
  # The provider sandbox of this overlay reads the same keys, so it accepts exactly these.
  GOOGLE_CLIENT_ID: "dev-$(random 8).apps.googleusercontent.com"
  PHONEPE_CLIENT_ID: "DEV_$(random 8)"
  PHONEPE_CLIENT_SECRET: "$(random)"
  PHONEPE_WEBHOOK_USERNAME: "webhook-$(random 6)"
  PHONEPE_WEBHOOK_PASSWORD: "$(random)"
  REVIEW_UNSUBSCRIBE_SECRET: "$(random)"
  # The maildev mail sink: no credentials.
  SMTP_HOST: "maildev"
  SMTP_PORT: "1025"
YAML
