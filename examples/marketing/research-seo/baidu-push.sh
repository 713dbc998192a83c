printf '%s\n' "https://www.example.com/guides/invoice" "https://www.example.com/pricing" > urls.txt
curl -sS -H 'Content-Type: text/plain' --data-binary @urls.txt \
  "http://data.zz.baidu.com/urls?site=https://www.example.com&token=$BAIDU_TOKEN"
