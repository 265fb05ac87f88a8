// Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
// once it is signed, `mono QuickStart.exe download <envelopeId>` saves the completed PDF.
// The .NET base class library only (no NuGet package), written to build with Mono's compiler
// (mcs, C# 7) as well as the .NET SDK. Run from this folder (see README.md):
//   mcs -r:System.Net.Http -out:QuickStart.exe Program.cs && mono QuickStart.exe

using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Net.Http;
using System.Security.Cryptography;
using System.Text;
using System.Threading.Tasks;

namespace QuickStart
{
    public static class Program
    {
        // The signer is embedded (a clientUserId): your app signs them in and opens their signing
        // ceremony itself, so the platform sends them no email.
        const string SignerClientId = "1000";

        static readonly HttpClient Http = new HttpClient { Timeout = TimeSpan.FromSeconds(30) };

        public static int Main(string[] args)
        {
            try
            {
                var config = Json.ParseObject(ReadText("config.json"), "config.json");
                var privateKey = Pem.RsaPrivateKey(ReadText(Optional(config, "privateKeyFile", "private.key")));
                if (args.Length == 2 && args[0] == "download")
                {
                    var file = DownloadCompleted(config, AccessToken(config, privateKey), args[1]);
                    Console.WriteLine("Envelope " + args[1] + " is completed. Saved the completed PDF to " + file);
                }
                else if (args.Length == 0)
                {
                    var token = AccessToken(config, privateKey);
                    var envelopeId = SendEnvelope(config, token);
                    Console.WriteLine("Envelope sent. Envelope ID: " + envelopeId);
                    Console.WriteLine("Sign it in your browser (the link works once, within 5 minutes): "
                        + SigningUrl(config, token, envelopeId));
                    Console.WriteLine("After signing, download the completed PDF: " + RunCommand() + " download "
                        + envelopeId);
                }
                else
                {
                    throw new QuickStartException("Usage: " + RunCommand() + " [download <envelopeId>]");
                }
                return 0;
            }
            catch (QuickStartException error)
            {
                Console.Error.WriteLine(error.Message);
            }
            catch (HttpRequestException error)
            {
                // A refused connection says little in its message: the inner exception tells.
                Console.Error.WriteLine("A request failed: " + (error.InnerException ?? error).Message);
            }
            catch (IOException error)
            {
                Console.Error.WriteLine("A file could not be read or written: " + error.Message);
            }
            catch (TaskCanceledException)
            {
                Console.Error.WriteLine("A request took longer than " + Http.Timeout.TotalSeconds + " s");
            }
            catch (CryptographicException error)
            {
                Console.Error.WriteLine("private.key could not sign the JWT assertion: " + error.Message);
            }
            finally
            {
                // Closes the kept-alive connections while the runtime still runs: left to Mono's
                // shutdown, its I/O thread crashed once in about a hundred runs on a busy machine.
                Http.Dispose();
            }
            return 1;
        }

        /** How this program was started: Mono runs the compiled QuickStart.exe, .NET `dotnet run`. */
        static string RunCommand()
        {
            return Type.GetType("Mono.Runtime") != null ? "mono QuickStart.exe" : "dotnet run --";
        }

        /** A JWT assertion signed RS256 with the integration key's private key (RFC 7523). */
        static string Assertion(Dictionary<string, object> config, RSAParameters privateKey)
        {
            long now = DateTimeOffset.UtcNow.ToUnixTimeSeconds();
            var header = Json.Object("alg", "RS256", "typ", "JWT");
            var claims = Json.Object(
                "iss", Setting(config, "integrationKey"),
                "sub", Setting(config, "userId"),
                "aud", new Uri(Setting(config, "oAuthBasePath")).Authority,
                "iat", now,
                "exp", now + 3600,
                "scope", "signature impersonation");
            var input = Base64Url(Encoding.UTF8.GetBytes(Json.Write(header))) + "."
                + Base64Url(Encoding.UTF8.GetBytes(Json.Write(claims)));
            using (var rsa = RSA.Create())
            {
                rsa.ImportParameters(privateKey);
                var signature = rsa.SignData(Encoding.ASCII.GetBytes(input), HashAlgorithmName.SHA256,
                    RSASignaturePadding.Pkcs1);
                return input + "." + Base64Url(signature);
            }
        }

        static string AccessToken(Dictionary<string, object> config, RSAParameters privateKey)
        {
            var form = new FormUrlEncodedContent(new Dictionary<string, string>
            {
                { "grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer" },
                { "assertion", Assertion(config, privateKey) },
            });
            var request = new HttpRequestMessage(HttpMethod.Post, Setting(config, "oAuthBasePath") + "/token")
            {
                Content = form,
            };
            return Required(JsonAnswer(Send(request), "The token answer"), "access_token", "The token answer");
        }

        static string SendEnvelope(Dictionary<string, object> config, string token)
        {
            // document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
            var document = ReadBytes("document.pdf");
            var envelope = Json.Object(
                "emailSubject", "Please sign this quickstart document",
                "status", "sent",
                "documents", new List<object>
                {
                    Json.Object(
                        "documentId", "1",
                        "name", "Quickstart document",
                        "fileExtension", "pdf",
                        "documentBase64", Convert.ToBase64String(document)),
                },
                "recipients", Json.Object(
                    "signers", new List<object>
                    {
                        Json.Object(
                            "email", Setting(config, "signerEmail"),
                            "name", Setting(config, "signerName"),
                            "recipientId", "1",
                            "routingOrder", "1",
                            "clientUserId", SignerClientId,
                            // The signature goes where the document says /sn1/.
                            "tabs", Json.Object("signHereTabs", new List<object>
                            {
                                Json.Object(
                                    "anchorString", "/sn1/",
                                    "anchorUnits", "pixels",
                                    "anchorXOffset", "20",
                                    "anchorYOffset", "10"),
                            })),
                    }));
            return Required(Post(token, EnvelopesUrl(config), envelope), "envelopeId", "The envelope answer");
        }

        /** The signer's embedded signing URL: it works once, within five minutes. */
        static string SigningUrl(Dictionary<string, object> config, string token, string envelopeId)
        {
            var view = Json.Object(
                "returnUrl", Setting(config, "returnUrl"),
                "authenticationMethod", "none",
                "email", Setting(config, "signerEmail"),
                "userName", Setting(config, "signerName"),
                "clientUserId", SignerClientId);
            var url = EnvelopeUrl(config, envelopeId) + "/views/recipient";
            return Required(Post(token, url, view), "url", "The recipient view answer");
        }

        /** Once signed: the completed PDF (every document, signatures stamped) saved in this folder. */
        static string DownloadCompleted(Dictionary<string, object> config, string token, string envelopeId)
        {
            var envelope = EnvelopeUrl(config, envelopeId);
            var status = Required(JsonAnswer(Get(token, envelope), "The envelope answer"), "status",
                "The envelope answer");
            if (status != "completed")
            {
                throw new QuickStartException(
                    "Envelope " + envelopeId + " is " + status + ", not completed yet: sign it first.");
            }
            var file = "completed-" + envelopeId + ".pdf";
            File.WriteAllBytes(file, Get(token, envelope + "/documents/combined"));
            return file;
        }

        static string EnvelopesUrl(Dictionary<string, object> config)
        {
            return Setting(config, "basePath") + "/v2.1/accounts/"
                + Uri.EscapeDataString(Setting(config, "accountId")) + "/envelopes";
        }

        static string EnvelopeUrl(Dictionary<string, object> config, string envelopeId)
        {
            return EnvelopesUrl(config) + "/" + Uri.EscapeDataString(envelopeId);
        }

        /** POSTs JSON with the token; answers the JSON answer. */
        static Dictionary<string, object> Post(string token, string url, Dictionary<string, object> body)
        {
            var request = new HttpRequestMessage(HttpMethod.Post, url)
            {
                Content = new StringContent(Json.Write(body), Encoding.UTF8, "application/json"),
            };
            request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + token);
            return JsonAnswer(Send(request), "The answer");
        }

        /** GETs with the token; answers the answer's bytes. */
        static byte[] Get(string token, string url)
        {
            var request = new HttpRequestMessage(HttpMethod.Get, url);
            request.Headers.TryAddWithoutValidation("Authorization", "Bearer " + token);
            return Send(request);
        }

        /** The answer's bytes; a non-2xx answer names the URL, the status and the platform's message. */
        static byte[] Send(HttpRequestMessage request)
        {
            using (var response = Http.SendAsync(request).GetAwaiter().GetResult())
            {
                var body = response.Content.ReadAsByteArrayAsync().GetAwaiter().GetResult();
                var status = (int)response.StatusCode;
                if (status >= 200 && status <= 299)
                {
                    return body;
                }
                Dictionary<string, object> error;
                try
                {
                    error = JsonAnswer(body, "The answer");
                }
                catch (QuickStartException)
                {
                    // An error page from a proxy is not JSON: the status alone must still be reported.
                    error = new Dictionary<string, object>();
                }
                var detail = Optional(error, "error_description",
                    Optional(error, "message", Optional(error, "error", "no details in the answer")));
                var where = request.RequestUri.GetLeftPart(UriPartial.Path);
                throw new QuickStartException(where + " answered " + status + ": " + detail);
            }
        }

        static Dictionary<string, object> JsonAnswer(byte[] body, string source)
        {
            return Json.ParseObject(Encoding.UTF8.GetString(body), source);
        }

        static string ReadText(string file)
        {
            return Encoding.UTF8.GetString(ReadBytes(file));
        }

        static byte[] ReadBytes(string file)
        {
            try
            {
                return File.ReadAllBytes(file);
            }
            catch (FileNotFoundException)
            {
                throw new QuickStartException(file + " not found: run the program from the project folder");
            }
        }

        static string Setting(Dictionary<string, object> config, string name)
        {
            return Required(config, name, "config.json");
        }

        static string Required(Dictionary<string, object> fields, string name, string source)
        {
            object value;
            if (fields.TryGetValue(name, out value) && value is string && (string)value != "")
            {
                return (string)value;
            }
            throw new QuickStartException(source + " has no \"" + name + "\" value");
        }

        static string Optional(Dictionary<string, object> fields, string name, string fallback)
        {
            object value;
            return fields.TryGetValue(name, out value) && value is string && (string)value != ""
                ? (string)value
                : fallback;
        }

        static string Base64Url(byte[] bytes)
        {
            return Convert.ToBase64String(bytes).TrimEnd('=').Replace('+', '-').Replace('/', '_');
        }
    }

    /** A failure the user can act on: Main prints its message alone and exits with status 1. */
    sealed class QuickStartException : Exception
    {
        public QuickStartException(string message) : base(message)
        {
        }
    }

    /**
     * RSA private keys from PEM, PKCS#8 ("PRIVATE KEY") or PKCS#1 ("RSA PRIVATE KEY"), read into
     * RSAParameters with a small DER reader: Mono has no RSA.ImportFromPem (.NET 5+) nor
     * ImportRSAPrivateKey (.NET Core 3.0+).
     */
    static class Pem
    {
        public static RSAParameters RsaPrivateKey(string pem)
        {
            bool pkcs1 = pem.Contains("-----BEGIN RSA PRIVATE KEY-----");
            // An encrypted key (PKCS#8 "ENCRYPTED PRIVATE KEY", or PKCS#1 with Proc-Type) needs a
            // passphrase this program does not ask for.
            if (pem.Contains("ENCRYPTED") || !pkcs1 && !pem.Contains("-----BEGIN PRIVATE KEY-----"))
            {
                throw new QuickStartException("private.key does not hold an unencrypted RSA private key"
                    + " in PEM: paste the key of your integration key (see README.md)");
            }
            try
            {
                var base64 = new StringBuilder();
                foreach (var line in pem.Split('\n'))
                {
                    if (!line.StartsWith("-----")) base64.Append(line.Trim());
                }
                var der = new Der(Convert.FromBase64String(base64.ToString()));
                var key = der.Sequence();
                if (!pkcs1)
                {
                    // PrivateKeyInfo: version, AlgorithmIdentifier, OCTET STRING holding RSAPrivateKey.
                    key.Integer();
                    key.Sequence();
                    key = new Der(key.Element(0x04)).Sequence();
                }
                // RSAPrivateKey: version, n, e, d, p, q, d mod (p-1), d mod (q-1), q^-1 mod p.
                key.Integer();
                var modulus = key.Integer();
                var exponent = key.Integer();
                int size = modulus.Length;
                int half = (size + 1) / 2;
                // RSAParameters wants D as long as the modulus and the CRT parts half as long.
                return new RSAParameters
                {
                    Modulus = modulus,
                    Exponent = exponent,
                    D = Padded(key.Integer(), size),
                    P = Padded(key.Integer(), half),
                    Q = Padded(key.Integer(), half),
                    DP = Padded(key.Integer(), half),
                    DQ = Padded(key.Integer(), half),
                    InverseQ = Padded(key.Integer(), half),
                };
            }
            catch (Exception error) when (error is FormatException || error is IndexOutOfRangeException)
            {
                throw new QuickStartException("private.key does not hold a readable RSA private key: "
                    + error.Message);
            }
        }

        static byte[] Padded(byte[] value, int length)
        {
            if (value.Length >= length) return value;
            var padded = new byte[length];
            Buffer.BlockCopy(value, 0, padded, length - value.Length, value.Length);
            return padded;
        }

        /** DER elements one after another: tag, definite length, value. */
        sealed class Der
        {
            readonly byte[] data;
            int pos;

            public Der(byte[] data)
            {
                this.data = data;
            }

            public Der Sequence()
            {
                return new Der(Element(0x30));
            }

            /** An INTEGER's magnitude, big-endian, without the sign byte DER adds before a high bit. */
            public byte[] Integer()
            {
                var value = Element(0x02);
                int skip = 0;
                while (skip < value.Length - 1 && value[skip] == 0) skip++;
                var magnitude = new byte[value.Length - skip];
                Buffer.BlockCopy(value, skip, magnitude, 0, magnitude.Length);
                return magnitude;
            }

            public byte[] Element(int tag)
            {
                if (data[pos] != tag)
                {
                    throw new FormatException("unexpected DER tag 0x" + data[pos].ToString("x2", CultureInfo.InvariantCulture));
                }
                int length = data[pos + 1];
                pos += 2;
                if ((length & 0x80) != 0)
                {
                    int bytes = length & 0x7f;
                    length = 0;
                    for (int i = 0; i < bytes; i++) length = (length << 8) | data[pos++];
                }
                if (length > data.Length - pos) throw new FormatException("a DER length runs past the key");
                var value = new byte[length];
                Buffer.BlockCopy(data, pos, value, 0, length);
                pos += length;
                return value;
            }
        }
    }

    /**
     * Just enough JSON for this program, as Mono's base class library has none that .NET shares:
     * ParseObject reads a whole document and keeps strings as strings; Write serialises
     * dictionaries, lists, strings, numbers and booleans.
     */
    sealed class Json
    {
        readonly string text;
        readonly string source;
        int pos;

        Json(string text, string source)
        {
            this.text = text;
            this.source = source;
        }

        /** Keys and values in the order given: Json.Object("a", 1, "b", "two"). */
        public static Dictionary<string, object> Object(params object[] keysAndValues)
        {
            var map = new Dictionary<string, object>();
            for (int i = 0; i < keysAndValues.Length; i += 2) map[(string)keysAndValues[i]] = keysAndValues[i + 1];
            return map;
        }

        /** The object in text; a malformed document is refused naming its source, not half-read. */
        public static Dictionary<string, object> ParseObject(string text, string source)
        {
            var parser = new Json(text, source);
            parser.SkipSpace();
            if (parser.Peek() != '{') throw parser.Error("expected an object");
            var value = (Dictionary<string, object>)parser.Value();
            parser.SkipSpace();
            if (parser.pos != text.Length) throw parser.Error("unexpected text after the document");
            return value;
        }

        object Value()
        {
            SkipSpace();
            char c = Peek();
            if (c == '{')
            {
                var map = new Dictionary<string, object>();
                pos++;
                if (Consume('}')) return map;
                do
                {
                    SkipSpace();
                    var key = String();
                    Expect(':');
                    map[key] = Value();
                } while (Consume(','));
                Expect('}');
                return map;
            }
            if (c == '[')
            {
                var list = new List<object>();
                pos++;
                if (Consume(']')) return list;
                do
                {
                    list.Add(Value());
                } while (Consume(','));
                Expect(']');
                return list;
            }
            if (c == '"') return String();
            foreach (var literal in new[] { "true", "false", "null" })
            {
                if (string.CompareOrdinal(text, pos, literal, 0, literal.Length) == 0)
                {
                    pos += literal.Length;
                    return literal == "null" ? null : (object)(literal == "true");
                }
            }
            return Number();
        }

        string String()
        {
            Expect('"');
            var output = new StringBuilder();
            while (true)
            {
                char c = Next();
                if (c == '"') return output.ToString();
                if (c < 0x20) throw Error("control character in a string");
                if (c != '\\')
                {
                    output.Append(c);
                    continue;
                }
                char escape = Next();
                switch (escape)
                {
                    case '"': case '\\': case '/': output.Append(escape); break;
                    case 'b': output.Append('\b'); break;
                    case 'f': output.Append('\f'); break;
                    case 'n': output.Append('\n'); break;
                    case 'r': output.Append('\r'); break;
                    case 't': output.Append('\t'); break;
                    case 'u':
                        // A surrogate pair arrives as two escapes; appending both halves rebuilds it.
                        int code;
                        if (pos + 4 > text.Length || !int.TryParse(text.Substring(pos, 4), NumberStyles.HexNumber,
                                CultureInfo.InvariantCulture, out code))
                        {
                            throw Error("bad \\u escape");
                        }
                        output.Append((char)code);
                        pos += 4;
                        break;
                    default: throw Error("bad escape \\" + escape);
                }
            }
        }

        /** Numbers are kept as their text: this program never computes with an answer's numbers. */
        string Number()
        {
            int start = pos;
            while (pos < text.Length && "+-0123456789.eE".IndexOf(text[pos]) >= 0) pos++;
            if (pos == start) throw Error("expected a value");
            return text.Substring(start, pos - start);
        }

        void SkipSpace()
        {
            while (pos < text.Length && " \t\r\n".IndexOf(text[pos]) >= 0) pos++;
        }

        char Peek()
        {
            return pos < text.Length ? text[pos] : '\0';
        }

        char Next()
        {
            if (pos >= text.Length) throw Error("unexpected end of the document");
            return text[pos++];
        }

        bool Consume(char c)
        {
            SkipSpace();
            if (Peek() != c) return false;
            pos++;
            return true;
        }

        void Expect(char c)
        {
            if (!Consume(c)) throw Error("expected '" + c + "'");
        }

        QuickStartException Error(string problem)
        {
            return new QuickStartException(source + " is not valid JSON: " + problem + " at character " + pos);
        }

        public static string Write(object value)
        {
            var output = new StringBuilder();
            Write(value, output);
            return output.ToString();
        }

        static void Write(object value, StringBuilder output)
        {
            var map = value as Dictionary<string, object>;
            var list = value as List<object>;
            var text = value as string;
            if (map != null)
            {
                output.Append('{');
                var separator = "";
                foreach (var entry in map)
                {
                    output.Append(separator);
                    Quote(entry.Key, output);
                    output.Append(':');
                    Write(entry.Value, output);
                    separator = ",";
                }
                output.Append('}');
            }
            else if (list != null)
            {
                output.Append('[');
                for (int i = 0; i < list.Count; i++)
                {
                    if (i > 0) output.Append(',');
                    Write(list[i], output);
                }
                output.Append(']');
            }
            else if (text != null) Quote(text, output);
            else if (value is bool) output.Append((bool)value ? "true" : "false");
            else if (value == null) output.Append("null");
            else output.Append(Convert.ToString(value, CultureInfo.InvariantCulture));
        }

        /** A JSON string: quotes, backslashes and control characters escaped (RFC 8259 section 7). */
        static void Quote(string text, StringBuilder output)
        {
            output.Append('"');
            foreach (char c in text)
            {
                switch (c)
                {
                    case '"': output.Append("\\\""); break;
                    case '\\': output.Append("\\\\"); break;
                    case '\n': output.Append("\\n"); break;
                    case '\r': output.Append("\\r"); break;
                    case '\t': output.Append("\\t"); break;
                    default:
                        if (c < 0x20) output.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                        else output.Append(c);
                        break;
                }
            }
            output.Append('"');
        }
    }
}
