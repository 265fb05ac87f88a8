"""Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
once it is signed, `python3 main.py download <envelopeId>` saves the completed PDF.

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
    """The answer's bytes; an error names the URL, the status and the platform's message."""
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.read()
    except urllib.error.HTTPError as error:
        try:
            body = json.loads(error.read().decode("utf-8"))
        except ValueError:
            body = {}
        detail = (
            body.get("error_description") or body.get("message") or body.get("error") or "no details in the answer"
        )
        raise SystemExit(f"{request.full_url.split('?')[0]} answered {error.code}: {detail}") from None


def call_json(request):
    return json.loads(call(request).decode("utf-8"))


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
    return call_json(request)["access_token"]


def envelope_url(envelope_id=None):
    account = urllib.parse.quote(CONFIG["accountId"], safe="")
    url = f"{CONFIG['basePath']}/v2.1/accounts/{account}/envelopes"
    return f"{url}/{urllib.parse.quote(envelope_id, safe='')}" if envelope_id else url


def post(token, url, body):
    """POSTs JSON with the token; answers the JSON answer."""
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode("utf-8"),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        method="POST",
    )
    return call_json(request)


def get(token, url):
    return call(urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"}))


def send_envelope(token):
    # document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
    document = (HERE / "document.pdf").read_bytes()
    envelope = {
        "emailSubject": "Please sign this quickstart document",
        "status": "sent",
        "documents": [
            {
                "documentId": "1",
                "name": "Quickstart document",
                "fileExtension": "pdf",
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
                            {
                                "anchorString": "/sn1/",
                                "anchorUnits": "pixels",
                                "anchorXOffset": "20",
                                "anchorYOffset": "10",
                            }
                        ]
                    },
                }
            ]
        },
    }
    return post(token, envelope_url(), envelope)["envelopeId"]


def signing_url(token, envelope_id):
    """The signer's embedded signing URL: it works once, within five minutes."""
    view = {
        "returnUrl": CONFIG["returnUrl"],
        "authenticationMethod": "none",
        "email": CONFIG["signerEmail"],
        "userName": CONFIG["signerName"],
        "clientUserId": SIGNER_CLIENT_ID,
    }
    return post(token, f"{envelope_url(envelope_id)}/views/recipient", view)["url"]


def download_completed(token, envelope_id):
    """Once signed: the completed PDF (every document, signatures stamped) saved beside config.json."""
    status = json.loads(get(token, envelope_url(envelope_id)).decode("utf-8"))["status"]
    if status != "completed":
        raise SystemExit(f"Envelope {envelope_id} is {status}, not completed yet: sign it first.")
    name = f"completed-{envelope_id}.pdf"
    (HERE / name).write_bytes(get(token, f"{envelope_url(envelope_id)}/documents/combined"))
    return name


def main(args):
    if len(args) == 2 and args[0] == "download":
        name = download_completed(access_token(), args[1])
        print(f"Envelope {args[1]} is completed. Saved the completed PDF to {name}")
    elif not args:
        token = access_token()
        envelope_id = send_envelope(token)
        print(f"Envelope sent. Envelope ID: {envelope_id}")
        print(f"Sign it in your browser (the link works once, within 5 minutes): {signing_url(token, envelope_id)}")
        print(f"After signing, download the completed PDF: python3 main.py download {envelope_id}")
    else:
        raise SystemExit("Usage: python3 main.py [download <envelopeId>]")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except ValueError as error:
        sys.exit(str(error))
