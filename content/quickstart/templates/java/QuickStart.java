// Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
// once it is signed, `java QuickStart.java download <envelopeId>` saves the completed PDF.
// Java 17 or later, JDK only. Run from this folder: java QuickStart.java
// (the launcher compiles this single file in memory; there is no build step).

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class QuickStart {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    // The signer is embedded (a clientUserId): your app signs them in and opens their signing
    // ceremony itself, so the platform sends them no email.
    private static final String SIGNER_CLIENT_ID = "1000";

    public static void main(String[] args) {
        try {
            Map<String, Object> config = Json.parseObject(read(Path.of("config.json")), "config.json");
            PrivateKey privateKey = Pem.rsaPrivateKey(
                    read(Path.of(optional(config, "privateKeyFile", "private.key"))));
            if (args.length == 2 && args[0].equals("download")) {
                String file = downloadCompleted(config, accessToken(config, privateKey), args[1]);
                System.out.println("Envelope " + args[1] + " is completed. Saved the completed PDF to " + file);
            } else if (args.length == 0) {
                String token = accessToken(config, privateKey);
                String envelopeId = sendEnvelope(config, token);
                System.out.println("Envelope sent. Envelope ID: " + envelopeId);
                System.out.println("Sign it in your browser (the link works once, within 5 minutes): "
                        + signingUrl(config, token, envelopeId));
                System.out.println("After signing, download the completed PDF: java QuickStart.java download "
                        + envelopeId);
            } else {
                exit("Usage: java QuickStart.java [download <envelopeId>]");
            }
        } catch (QuickStartException error) {
            exit(error.getMessage());
        } catch (IOException error) {
            // HttpClient's connection errors often have no message: the exception's name tells.
            exit("A request or a file read failed: " + error);
        } catch (InterruptedException error) {
            exit("Interrupted");
        }
    }

    static void exit(String message) {
        System.err.println(message);
        System.exit(1);
    }

    /** A JWT assertion signed RS256 with the integration key's private key (RFC 7523). */
    static String assertion(Map<String, Object> config, PrivateKey privateKey) {
        long now = System.currentTimeMillis() / 1000;
        Map<String, Object> header = Json.object("alg", "RS256", "typ", "JWT");
        Map<String, Object> claims = Json.object(
                "iss", setting(config, "integrationKey"),
                "sub", setting(config, "userId"),
                "aud", URI.create(setting(config, "oAuthBasePath")).getAuthority(),
                "iat", now,
                "exp", now + 3600,
                "scope", "signature impersonation");
        String input = base64url(Json.write(header)) + "." + base64url(Json.write(claims));
        try {
            Signature rs256 = Signature.getInstance("SHA256withRSA");
            rs256.initSign(privateKey);
            rs256.update(input.getBytes(StandardCharsets.US_ASCII));
            return input + "." + base64url(rs256.sign());
        } catch (GeneralSecurityException error) {
            throw new QuickStartException("Could not sign the JWT assertion: " + error.getMessage());
        }
    }

    static String accessToken(Map<String, Object> config, PrivateKey privateKey)
            throws IOException, InterruptedException {
        String form = "grant_type=" + formEncode("urn:ietf:params:oauth:grant-type:jwt-bearer")
                + "&assertion=" + formEncode(assertion(config, privateKey));
        URI url = URI.create(setting(config, "oAuthBasePath") + "/token");
        HttpRequest request = HttpRequest.newBuilder(url)
                .timeout(TIMEOUT)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build();
        Map<String, Object> answer = Json.parseObject(new String(send(request), StandardCharsets.UTF_8),
                "The token answer");
        return required(answer, "access_token", "The token answer");
    }

    static String sendEnvelope(Map<String, Object> config, String token)
            throws IOException, InterruptedException {
        // document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
        byte[] document = readBytes(Path.of("document.pdf"));
        Map<String, Object> envelope = Json.object(
                "emailSubject", "Please sign this quickstart document",
                "status", "sent",
                "documents", List.of(Json.object(
                        "documentId", "1",
                        "name", "Quickstart document",
                        "fileExtension", "pdf",
                        "documentBase64", Base64.getEncoder().encodeToString(document))),
                "recipients", Json.object(
                        "signers", List.of(Json.object(
                                "email", setting(config, "signerEmail"),
                                "name", setting(config, "signerName"),
                                "recipientId", "1",
                                "routingOrder", "1",
                                "clientUserId", SIGNER_CLIENT_ID,
                                // The signature goes where the document says /sn1/.
                                "tabs", Json.object("signHereTabs", List.of(Json.object(
                                        "anchorString", "/sn1/",
                                        "anchorUnits", "pixels",
                                        "anchorXOffset", "20",
                                        "anchorYOffset", "10")))))));
        return required(post(config, token, envelopesUrl(config), envelope), "envelopeId", "The envelope answer");
    }

    /** The signer's embedded signing URL: it works once, within five minutes. */
    static String signingUrl(Map<String, Object> config, String token, String envelopeId)
            throws IOException, InterruptedException {
        Map<String, Object> view = Json.object(
                "returnUrl", setting(config, "returnUrl"),
                "authenticationMethod", "none",
                "email", setting(config, "signerEmail"),
                "userName", setting(config, "signerName"),
                "clientUserId", SIGNER_CLIENT_ID);
        String url = envelopeUrl(config, envelopeId) + "/views/recipient";
        return required(post(config, token, url, view), "url", "The recipient view answer");
    }

    /** Once signed: the completed PDF (every document, signatures stamped) saved in this folder. */
    static String downloadCompleted(Map<String, Object> config, String token, String envelopeId)
            throws IOException, InterruptedException {
        String envelope = envelopeUrl(config, envelopeId);
        String status = required(Json.parseObject(new String(get(token, envelope), StandardCharsets.UTF_8),
                "The envelope answer"), "status", "The envelope answer");
        if (!status.equals("completed")) {
            throw new QuickStartException(
                    "Envelope " + envelopeId + " is " + status + ", not completed yet: sign it first.");
        }
        String file = "completed-" + envelopeId + ".pdf";
        Files.write(Path.of(file), get(token, envelope + "/documents/combined"));
        return file;
    }

    static String envelopesUrl(Map<String, Object> config) {
        return setting(config, "basePath") + "/v2.1/accounts/" + pathSegment(setting(config, "accountId"))
                + "/envelopes";
    }

    static String envelopeUrl(Map<String, Object> config, String envelopeId) {
        return envelopesUrl(config) + "/" + pathSegment(envelopeId);
    }

    /** POSTs JSON with the token; answers the JSON answer. */
    static Map<String, Object> post(Map<String, Object> config, String token, String url,
            Map<String, Object> body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .timeout(TIMEOUT)
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(body)))
                .build();
        return Json.parseObject(new String(send(request), StandardCharsets.UTF_8), "The answer");
    }

    /** GETs with the token; answers the answer's bytes. */
    static byte[] get(String token, String url) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .timeout(TIMEOUT)
                .header("Authorization", "Bearer " + token)
                .GET()
                .build();
        return send(request);
    }

    /** A path segment: form encoding, with spaces as %20 rather than '+'. */
    static String pathSegment(String value) {
        return formEncode(value).replace("+", "%20");
    }

    /** The answer's bytes; a non-2xx answer names the URL, the status and the platform's message. */
    static byte[] send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
        int status = response.statusCode();
        if (status < 200 || status > 299) {
            Map<String, Object> body;
            try {
                body = Json.parseObject(new String(response.body(), StandardCharsets.UTF_8), "The answer");
            } catch (QuickStartException notJson) {
                // An error page from a proxy is not JSON: the status alone must still be reported.
                body = Map.of();
            }
            String detail = optional(body, "error_description",
                    optional(body, "message", optional(body, "error", "no details in the answer")));
            String where = request.uri().toString().split("\\?")[0];
            throw new QuickStartException(where + " answered " + status + ": " + detail);
        }
        return response.body();
    }

    static String read(Path file) throws IOException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException missing) {
            throw new QuickStartException(file + " not found: run the program from the project folder");
        }
    }

    static byte[] readBytes(Path file) throws IOException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException missing) {
            throw new QuickStartException(file + " not found: run the program from the project folder");
        }
    }

    static String setting(Map<String, Object> config, String name) {
        return required(config, name, "config.json");
    }

    static String required(Map<String, Object> fields, String name, String source) {
        if (fields.get(name) instanceof String value && !value.isEmpty()) {
            return value;
        }
        throw new QuickStartException(source + " has no \"" + name + "\" value");
    }

    static String optional(Map<String, Object> fields, String name, String fallback) {
        return fields.get(name) instanceof String value && !value.isEmpty() ? value : fallback;
    }

    static String base64url(String text) {
        return base64url(text.getBytes(StandardCharsets.UTF_8));
    }

    static String base64url(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String formEncode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** A failure the user can act on: main prints its message alone and exits with status 1. */
    static final class QuickStartException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        QuickStartException(String message) {
            super(message);
        }
    }

    /** RSA private keys from PEM, PKCS#8 ("PRIVATE KEY") or PKCS#1 ("RSA PRIVATE KEY"). */
    static final class Pem {
        // AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL } (RFC 8017 appendix A.1).
        private static final byte[] RSA_ALGORITHM = {
            0x30, 0x0d, 0x06, 0x09, 0x2a, (byte) 0x86, 0x48, (byte) 0x86,
            (byte) 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
        };
        private static final byte[] VERSION_0 = {0x02, 0x01, 0x00};

        static PrivateKey rsaPrivateKey(String pem) {
            boolean pkcs1 = pem.contains("-----BEGIN RSA PRIVATE KEY-----");
            // An encrypted key (PKCS#8 "ENCRYPTED PRIVATE KEY", or PKCS#1 with Proc-Type) needs a
            // passphrase this program does not ask for.
            boolean encrypted = pem.contains("ENCRYPTED");
            if (encrypted || !pkcs1 && !pem.contains("-----BEGIN PRIVATE KEY-----")) {
                throw new QuickStartException("private.key does not hold an unencrypted RSA private key"
                        + " in PEM: paste the key of your integration key (see README.md)");
            }
            try {
                String base64 = pem.replaceAll("-----[A-Z ]+-----", "");
                byte[] der = Base64.getMimeDecoder().decode(base64);
                // KeyFactory reads only PKCS#8: a PKCS#1 RSAPrivateKey is wrapped in a PrivateKeyInfo.
                byte[] pkcs8 = pkcs1 ? privateKeyInfo(der) : der;
                return KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
            } catch (IllegalArgumentException | GeneralSecurityException error) {
                throw new QuickStartException("private.key does not hold a readable RSA private key: "
                        + error.getMessage());
            }
        }

        /** PrivateKeyInfo ::= SEQUENCE { 0, rsaEncryption, OCTET STRING rsaPrivateKey } (RFC 5208). */
        static byte[] privateKeyInfo(byte[] rsaPrivateKey) {
            byte[] octets = tagged(0x04, rsaPrivateKey);
            byte[] body = new byte[VERSION_0.length + RSA_ALGORITHM.length + octets.length];
            System.arraycopy(VERSION_0, 0, body, 0, VERSION_0.length);
            System.arraycopy(RSA_ALGORITHM, 0, body, VERSION_0.length, RSA_ALGORITHM.length);
            System.arraycopy(octets, 0, body, VERSION_0.length + RSA_ALGORITHM.length, octets.length);
            return tagged(0x30, body);
        }

        /** A DER element: tag, definite length (short form below 128, else long form), value. */
        static byte[] tagged(int tag, byte[] value) {
            int lengthBytes = 0;
            for (int rest = value.length; rest > 0; rest >>= 8) {
                lengthBytes++;
            }
            boolean longForm = value.length >= 0x80;
            byte[] out = new byte[1 + (longForm ? 1 + lengthBytes : 1) + value.length];
            int pos = 0;
            out[pos++] = (byte) tag;
            if (longForm) {
                out[pos++] = (byte) (0x80 | lengthBytes);
                for (int shift = 8 * (lengthBytes - 1); shift >= 0; shift -= 8) {
                    out[pos++] = (byte) (value.length >> shift);
                }
            } else {
                out[pos++] = (byte) value.length;
            }
            System.arraycopy(value, 0, out, pos, value.length);
            return out;
        }
    }

    /**
     * Just enough JSON for this program, as the JDK has no JSON library: parseObject reads a
     * whole document and keeps strings as strings; write serialises maps, lists, strings, numbers
     * and booleans.
     */
    static final class Json {
        private final String text;
        private final String source;
        private int pos;

        private Json(String text, String source) {
            this.text = text;
            this.source = source;
        }

        /** Keys and values in the order given: Json.object("a", 1, "b", "two"). */
        static Map<String, Object> object(Object... keysAndValues) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (int i = 0; i < keysAndValues.length; i += 2) {
                map.put((String) keysAndValues[i], keysAndValues[i + 1]);
            }
            return map;
        }

        /** The object in text; a malformed document is refused naming source, not half-read. */
        static Map<String, Object> parseObject(String text, String source) {
            Json parser = new Json(text, source);
            parser.skipSpace();
            if (parser.peek() != '{') {
                throw parser.error("expected an object");
            }
            Object value = parser.value();
            parser.skipSpace();
            if (parser.pos != text.length()) {
                throw parser.error("unexpected text after the document");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) value;
            return object;
        }

        private Object value() {
            skipSpace();
            char c = peek();
            if (c == '{') {
                Map<String, Object> map = new LinkedHashMap<>();
                pos++;
                if (consume('}')) {
                    return map;
                }
                do {
                    skipSpace();
                    String key = string();
                    skipSpace();
                    expect(':');
                    map.put(key, value());
                    skipSpace();
                } while (consume(','));
                expect('}');
                return map;
            }
            if (c == '[') {
                List<Object> list = new ArrayList<>();
                pos++;
                skipSpace();
                if (consume(']')) {
                    return list;
                }
                do {
                    list.add(value());
                    skipSpace();
                } while (consume(','));
                expect(']');
                return list;
            }
            if (c == '"') {
                return string();
            }
            for (String literal : new String[] {"true", "false", "null"}) {
                if (text.startsWith(literal, pos)) {
                    pos += literal.length();
                    return literal.equals("null") ? null : Boolean.valueOf(literal);
                }
            }
            return number();
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    throw error("control character in a string");
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char escape = next();
                switch (escape) {
                    case '"', '\\', '/' -> out.append(escape);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        // A surrogate pair arrives as two escapes; appending both halves rebuilds it.
                        String hex = text.substring(pos, Math.min(pos + 4, text.length()));
                        if (!hex.matches("[0-9A-Fa-f]{4}")) {
                            throw error("bad \\u escape");
                        }
                        out.append((char) Integer.parseInt(hex, 16));
                        pos += 4;
                    }
                    default -> throw error("bad escape \\" + escape);
                }
            }
        }

        /** Numbers are kept as their text: this program never computes with an answer's numbers. */
        private String number() {
            int start = pos;
            while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
                pos++;
            }
            String number = text.substring(start, pos);
            if (!number.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
                throw error("expected a value");
            }
            return number;
        }

        private void skipSpace() {
            while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
                pos++;
            }
        }

        private char peek() {
            return pos < text.length() ? text.charAt(pos) : '\0';
        }

        private char next() {
            if (pos >= text.length()) {
                throw error("unexpected end of the document");
            }
            return text.charAt(pos++);
        }

        private boolean consume(char c) {
            skipSpace();
            if (peek() != c) {
                return false;
            }
            pos++;
            return true;
        }

        private void expect(char c) {
            if (!consume(c)) {
                throw error("expected '" + c + "'");
            }
        }

        private QuickStartException error(String problem) {
            return new QuickStartException(
                    source + " is not valid JSON: " + problem + " at character " + pos);
        }

        static String write(Object value) {
            StringBuilder out = new StringBuilder();
            write(value, out);
            return out.toString();
        }

        private static void write(Object value, StringBuilder out) {
            if (value instanceof Map<?, ?> map) {
                out.append('{');
                String separator = "";
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    out.append(separator);
                    quote(String.valueOf(entry.getKey()), out);
                    out.append(':');
                    write(entry.getValue(), out);
                    separator = ",";
                }
                out.append('}');
            } else if (value instanceof List<?> list) {
                out.append('[');
                for (int i = 0; i < list.size(); i++) {
                    out.append(i == 0 ? "" : ",");
                    write(list.get(i), out);
                }
                out.append(']');
            } else if (value instanceof String string) {
                quote(string, out);
            } else if (value instanceof Number || value instanceof Boolean || value == null) {
                out.append(value);
            } else {
                throw new IllegalArgumentException("no JSON form for " + value.getClass());
            }
        }

        /** A JSON string: quotes, backslashes and control characters escaped (RFC 8259 section 7). */
        private static void quote(String string, StringBuilder out) {
            out.append('"');
            for (int i = 0; i < string.length(); i++) {
                char c = string.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('"');
        }
    }
}
