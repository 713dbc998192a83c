: "${BAIDU_TOKEN:?set BAIDU_TOKEN to the token shown in Baidu Search Resource Platform}"
urls_file="$(mktemp)"
printf '%s\n' "https://www.example.com/guides/invoice" "https://www.example.com/pricing" > "$urls_file"
curl -sS -H 'Content-Type: text/plain' --data-binary @"$urls_file" \
  "http://data.zz.baidu.com/urls?site=https://www.example.com&token=$BAIDU_TOKEN"
rm -f "$urls_file"
