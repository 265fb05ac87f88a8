#!/usr/bin/env bash
# Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
# once it is signed, `bash main.sh download <envelopeId>` saves the completed PDF.
# Bash 4 or later with curl and openssl; nothing else (no jq, no Python).
set -uo pipefail

# Files are read from and written to this script's folder, wherever it is run from.
cd "$(dirname "${BASH_SOURCE[0]}")" || exit 1

# The signer is embedded (a clientUserId): your app signs them in and opens their signing
# ceremony itself, so the platform sends them no email.
SIGNER_CLIENT_ID=1000

work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

fail() {
  printf '%s\n' "$*" >&2
  exit 1
}

# json_raw NAME TEXT: the string value of the first "NAME": "..." in TEXT, exactly as written
# (its escapes kept). Spliced between quotes into a JSON body it stays valid JSON, whatever it
# holds: quotes, backslashes, emoji. Enough for config.json and the platform's flat answers.
json_raw() {
  local pattern='"'"$1"'"[[:space:]]*:[[:space:]]*"(([^"\]|\\.)*)"'
  [[ $2 =~ $pattern ]] || return 1
  printf '%s' "${BASH_REMATCH[1]}"
}

# json_text NAME TEXT: the same value with the escapes URLs and messages may carry undone.
json_text() {
  local value
  value=$(json_raw "$1" "$2") || return 1
  value=${value//\\\//\/}
  value=${value//\\\"/\"}
  printf '%s' "${value//\\\\/\\}"
}

# setting NAME: a config.json value, as written (see json_raw); the program ends without it.
setting() {
  json_raw "$1" "$config" || fail "config.json has no \"$1\" value"
}

# setting_text NAME: a config.json value with its escapes undone (see json_text).
setting_text() {
  json_text "$1" "$config" || fail "config.json has no \"$1\" value"
}

base64url() {
  openssl base64 -A | tr '+/' '-_' | tr -d '='
}

# A JWT assertion signed RS256 with the integration key's private key (RFC 7523). openssl reads
# both PEM forms, PKCS#8 ("PRIVATE KEY") and PKCS#1 ("RSA PRIVATE KEY"); -passin keeps it from
# asking for the passphrase of an encrypted key.
assertion() {
  local now aud header claims input signature
  now=$(date +%s)
  [[ $oauth_base =~ ^[A-Za-z]+://([^/]+) ]] || fail "config.json: oAuthBasePath is not a URL"
  aud=${BASH_REMATCH[1]}
  header=$(printf '{"alg":"RS256","typ":"JWT"}' | base64url)
  claims=$(printf '{"iss":"%s","sub":"%s","aud":"%s","iat":%s,"exp":%s,"scope":"signature impersonation"}' \
    "$integration_key" "$user_id" "$aud" "$now" "$((now + 3600))" | base64url)
  input="$header.$claims"
  signature=$(printf '%s' "$input" |
    openssl dgst -sha256 -sign "$private_key_file" -passin pass: -binary 2>/dev/null | base64url)
  [[ -n $signature ]] || fail "$private_key_file does not hold an unencrypted RSA private key in PEM:" \
    "paste the key of your integration key (see README.md)"
  printf '%s.%s' "$input" "$signature"
}

# call URL OUTPUT [curl options...]: the answer's body goes to OUTPUT; a non-2xx answer ends the
# program naming the URL, the status and the platform's message.
call() {
  local url=$1 output=$2 status body detail
  shift 2
  status=$(curl --silent --show-error --max-time 30 --output "$output" --write-out '%{http_code}' \
    "$@" "$url") || fail "${url%%\?*} could not be reached"
  [[ $status == 2?? ]] && return 0
  body=$(cat "$output")
  detail=$(json_text error_description "$body" || json_text message "$body" ||
    json_text error "$body" || printf 'no details in the answer')
  fail "${url%%\?*} answered $status: $detail"
}

access_token() {
  local signed
  signed=$(assertion) || exit 1
  call "$oauth_base/token" "$work/token.json" \
    --data-urlencode 'grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer' \
    --data-urlencode "assertion=$signed"
  json_text access_token "$(cat "$work/token.json")" || fail "The token answer has no access_token"
}

# post URL BODY_FILE: POSTs the JSON body with the token; the answer goes to $work/answer.json.
post() {
  call "$1" "$work/answer.json" --header "Authorization: Bearer $token" \
    --header 'Content-Type: application/json' --data-binary "@$2"
}

send_envelope() {
  local document
  # document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
  [[ -f document.pdf ]] || fail "document.pdf not found: it belongs in the project folder"
  document=$(openssl base64 -A <document.pdf) || exit 1
  # The signer's name and email are spliced in as config.json writes them: JSON already.
  printf '{"emailSubject":"Please sign this quickstart document","status":"sent",
"documents":[{"documentId":"1","name":"Quickstart document","fileExtension":"pdf","documentBase64":"%s"}],
"recipients":{"signers":[{"email":"%s","name":"%s","recipientId":"1","routingOrder":"1","clientUserId":"%s",
"tabs":{"signHereTabs":[{"anchorString":"/sn1/","anchorUnits":"pixels","anchorXOffset":"20","anchorYOffset":"10"}]}}]}}' \
    "$document" "$signer_email" "$signer_name" "$SIGNER_CLIENT_ID" >"$work/envelope.json"
  post "$envelopes_url" "$work/envelope.json"
  json_text envelopeId "$(cat "$work/answer.json")" || fail "The envelope answer has no envelopeId"
}

# The signer's embedded signing URL: it works once, within five minutes.
signing_url() {
  printf '{"returnUrl":"%s","authenticationMethod":"none","email":"%s","userName":"%s","clientUserId":"%s"}' \
    "$return_url" "$signer_email" "$signer_name" "$SIGNER_CLIENT_ID" >"$work/view.json"
  post "$envelopes_url/$1/views/recipient" "$work/view.json"
  json_text url "$(cat "$work/answer.json")" || fail "The recipient view answer has no url"
}

# Once signed: the completed PDF (every document, signatures stamped) saved beside config.json.
download_completed() {
  local envelope_id=$1 status file
  call "$envelopes_url/$envelope_id" "$work/envelope.json" --header "Authorization: Bearer $token"
  status=$(json_text status "$(cat "$work/envelope.json")") || fail "The envelope answer has no status"
  [[ $status == completed ]] || fail "Envelope $envelope_id is $status, not completed yet: sign it first."
  file="completed-$envelope_id.pdf"
  call "$envelopes_url/$envelope_id/documents/combined" "$work/completed.pdf" \
    --header "Authorization: Bearer $token"
  mv "$work/completed.pdf" "$file"
  printf '%s' "$file"
}

[[ -f config.json ]] || fail "config.json not found: it belongs in the project folder"
config=$(cat config.json)
# Read once, here: a setting missing ends the program before any request.
integration_key=$(setting integrationKey) || exit 1
user_id=$(setting userId) || exit 1
account_id=$(setting_text accountId) || exit 1
base_path=$(setting_text basePath) || exit 1
oauth_base=$(setting_text oAuthBasePath) || exit 1
signer_email=$(setting signerEmail) || exit 1
signer_name=$(setting signerName) || exit 1
return_url=$(setting returnUrl) || exit 1
private_key_file=$(json_text privateKeyFile "$config") || private_key_file=private.key
[[ -f $private_key_file ]] || fail "$private_key_file not found: it belongs in the project folder"
envelopes_url="$base_path/v2.1/accounts/$account_id/envelopes"

if [[ $# -eq 2 && $1 == download ]]; then
  # An envelope ID is a GUID: nothing in it needs encoding in a URL.
  [[ $2 =~ ^[A-Za-z0-9-]+$ ]] || fail "$2 is not an envelope ID"
  token=$(access_token) || exit 1
  file=$(download_completed "$2") || exit 1
  echo "Envelope $2 is completed. Saved the completed PDF to $file"
elif [[ $# -eq 0 ]]; then
  token=$(access_token) || exit 1
  envelope_id=$(send_envelope) || exit 1
  echo "Envelope sent. Envelope ID: $envelope_id"
  url=$(signing_url "$envelope_id") || exit 1
  echo "Sign it in your browser (the link works once, within 5 minutes): $url"
  echo "After signing, download the completed PDF: bash main.sh download $envelope_id"
else
  fail "Usage: bash main.sh [download <envelopeId>]"
fi
