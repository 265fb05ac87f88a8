"""Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL.

Python 3.11 or later, standard library only.
"""
import base64
import json
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import rs256

HERE = Path(__file__).resolve().parent
CONFIG = json.loads((HERE / "config.json").read_text(encoding="utf-8"))
PRIVATE_KEY = (HERE / CONFIG.get("privateKeyFile", "private.key")).read_text(encoding="utf-8")

# The signer is embedded (a clientUserId): your app signs them in and opens their signing
# ceremony itself, so the platform sends them no email.
SIGNER_CLIENT_ID = "1000"


def base64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def assertion():
    """A JWT assertion signed RS256 with the integration key's private key (RFC 7523)."""
    now = int(time.time())
    header = {"alg": "RS256", "typ": "JWT"}
    claims = {
        "iss": CONFIG["integrationKey"],
        "sub": CONFIG["userId"],
        "aud": urllib.parse.urlsplit(CONFIG["oAuthBasePath"]).netloc,
        "iat": now,
        "exp": now + 3600,
        "scope": "signature impersonation",
    }
    signing_input = ".".join(
        base64url(json.dumps(part, separators=(",", ":")).encode("utf-8")) for part in (header, claims)
    )
    signature = rs256.sign(signing_input.encode("ascii"), PRIVATE_KEY)
    return f"{signing_input}.{base64url(signature)}"


def call(request):
    """The JSON answer of a request; an error names the status and the platform's message."""
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as error:
        try:
            body = json.loads(error.read().decode("utf-8"))
        except ValueError:
            body = {}
        detail = body.get("error_description") or body.get("message") or body.get("error") or error.reason
        raise SystemExit(f"{request.full_url.split('?')[0]} answered {error.code}: {detail}") from None


def access_token():
    form = urllib.parse.urlencode(
        {"grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer", "assertion": assertion()}
    ).encode("ascii")
    request = urllib.request.Request(
        f"{CONFIG['oAuthBasePath']}/token",
        data=form,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
        method="POST",
    )
    return call(request)["access_token"]


def post(token, path, body):
    """POSTs JSON to the account's eSignature API with the token; answers the JSON answer."""
    account = urllib.parse.quote(CONFIG["accountId"], safe="")
    request = urllib.request.Request(
        f"{CONFIG['basePath']}/v2.1/accounts/{account}{path}",
        data=json.dumps(body).encode("utf-8"),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        method="POST",
    )
    return call(request)


def send_envelope(token):
    document = b"Hello from the quickstart.\nPlease sign this document.\n\nSignature: /sn1/\n"
    envelope = {
        "emailSubject": "Please sign this quickstart document",
        "status": "sent",
        "documents": [
            {
                "documentId": "1",
                "name": "Quickstart document",
                "fileExtension": "txt",
                "documentBase64": base64.b64encode(document).decode("ascii"),
            }
        ],
        "recipients": {
            "signers": [
                {
                    "email": CONFIG["signerEmail"],
                    "name": CONFIG["signerName"],
                    "recipientId": "1",
                    "routingOrder": "1",
                    "clientUserId": SIGNER_CLIENT_ID,
                    # The signature goes where the document says /sn1/.
                    "tabs": {
                        "signHereTabs": [
                            {"anchorString": "/sn1/", "anchorXOffset": "20", "anchorYOffset": "10"}
                        ]
                    },
                }
            ]
        },
    }
    return post(token, "/envelopes", envelope)["envelopeId"]


def signing_url(token, envelope_id):
    """The signer's embedded signing URL: it works once, within five minutes."""
    view = {
        "returnUrl": CONFIG["returnUrl"],
        "authenticationMethod": "none",
        "email": CONFIG["signerEmail"],
        "userName": CONFIG["signerName"],
        "clientUserId": SIGNER_CLIENT_ID,
    }
    envelope = urllib.parse.quote(envelope_id, safe="")
    return post(token, f"/envelopes/{envelope}/views/recipient", view)["url"]


def main():
    token = access_token()
    envelope_id = send_envelope(token)
    print(f"Envelope sent. Envelope ID: {envelope_id}")
    print(f"Sign it in your browser (the link works once, within 5 minutes): {signing_url(token, envelope_id)}")


if __name__ == "__main__":
    try:
        main()
    except ValueError as error:
        sys.exit(str(error))
