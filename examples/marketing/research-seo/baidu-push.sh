baidu_push() (
  list="${1:-}"
  if [ -z "${BAIDU_TOKEN:-}" ]; then
    echo "baidu-push: set BAIDU_TOKEN to the token shown in Baidu Search Resource Platform" >&2
    exit 2
  fi
  if [ -z "${BAIDU_SITE:-}" ]; then
    echo "baidu-push: set BAIDU_SITE to your site as verified in Baidu Search Resource Platform, e.g. https://www.yoursite.cn" >&2
    exit 2
  fi
  case "$BAIDU_TOKEN" in
    your-token | 你的token)
      echo "baidu-push: BAIDU_TOKEN is still the placeholder from the guide; use the token shown in Baidu Search Resource Platform" >&2
      exit 2
      ;;
  esac
  case "$BAIDU_SITE" in
    *example.com*)
      echo "baidu-push: BAIDU_SITE is the example domain; use your own verified site" >&2
      exit 2
      ;;
    *your-verified-site* | *你验证过的站点*)
      echo "baidu-push: BAIDU_SITE is still the placeholder from the guide; use your own verified site" >&2
      exit 2
      ;;
  esac
  if [ -z "$list" ] || [ ! -s "$list" ]; then
    echo "baidu-push: name a non-empty file of your URLs, one per line: bash baidu-push.sh urls.txt" >&2
    exit 2
  fi
  if grep -q 'example\.com' "$list"; then
    echo "baidu-push: $list still lists example.com URLs; put your own pages in it" >&2
    exit 2
  fi
  answer=$(tr -d '\r' <"$list" | curl -q -sS -H 'Content-Type: text/plain' --data-binary @- \
    -w '\n%{http_code}' "http://data.zz.baidu.com/urls?site=$BAIDU_SITE&token=$BAIDU_TOKEN") || exit $?
  code=${answer##*
}
  printf '%s\n' "${answer%
*}"
  case "$code" in
    2??) ;;
    *)
      echo "baidu-push: Baidu answered HTTP $code (see its message above)" >&2
      exit 22
      ;;
  esac
)
baidu_push "$@"
