"""RS256 (RSASSA-PKCS1-v1_5 with SHA-256) signing with the Python standard library only.

The standard library has no RSA, so this reads the private key's modulus and exponent from the
PEM (PKCS#8 "PRIVATE KEY" or PKCS#1 "RSA PRIVATE KEY") with a minimal DER reader and signs with
modular exponentiation, as RFC 8017 section 8.2 describes.
"""
import base64
import hashlib

# DER encoding of the DigestInfo prefix for SHA-256 (RFC 8017 section 9.2, note 1).
SHA256_DIGEST_INFO = bytes.fromhex("3031300d060960864801650304020105000420")


def _read(data, pos):
    """One DER element at pos: (tag, value bytes, position after it)."""
    tag = data[pos]
    length = data[pos + 1]
    pos += 2
    if length & 0x80:
        size = length & 0x7F
        length = int.from_bytes(data[pos:pos + size], "big")
        pos += size
    return tag, data[pos:pos + length], pos + length


def _items(body):
    items = []
    pos = 0
    while pos < len(body):
        tag, value, pos = _read(body, pos)
        items.append((tag, value))
    return items


def load_private_key(pem):
    """The (modulus, private exponent) of an RSA private key in PEM."""
    lines = [line for line in pem.strip().splitlines() if line and not line.startswith("-----")]
    try:
        der = base64.b64decode("".join(lines), validate=True)
        _, body, _ = _read(der, 0)
        items = _items(body)
        if "BEGIN PRIVATE KEY" in pem:
            # PKCS#8: version, algorithm, OCTET STRING holding the PKCS#1 RSAPrivateKey.
            _, body, _ = _read(items[2][1], 0)
            items = _items(body)
        # RSAPrivateKey: version, modulus, publicExponent, privateExponent, ...
        return int.from_bytes(items[1][1], "big"), int.from_bytes(items[3][1], "big")
    except (ValueError, IndexError) as error:
        raise ValueError("private.key does not hold an RSA private key in PEM") from error


def sign(message, pem):
    """The RS256 signature of message (bytes) with the PEM private key."""
    modulus, exponent = load_private_key(pem)
    size = (modulus.bit_length() + 7) // 8
    digest_info = SHA256_DIGEST_INFO + hashlib.sha256(message).digest()
    padded = b"\x00\x01" + b"\xff" * (size - len(digest_info) - 3) + b"\x00" + digest_info
    signature = pow(int.from_bytes(padded, "big"), exponent, modulus)
    return signature.to_bytes(size, "big")
