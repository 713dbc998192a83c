curl -sS -i --fail-with-body "https://api.example.com/v1/orders?limit=5" \
  -H "Authorization: Bearer ${API_KEY:?}" \
  -H "Accept: application/json"
