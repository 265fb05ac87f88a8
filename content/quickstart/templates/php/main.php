<?php
// Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
// once it is signed, `php main.php download <envelopeId>` saves the completed PDF.
// PHP 8.1 or later with its bundled openssl and json extensions; HTTP goes through PHP's own
// stream wrapper (allow_url_fopen, on by default), so there is nothing to install: no Composer,
// no curl extension.

declare(strict_types=1);

// The signer is embedded (a clientUserId): your app signs them in and opens their signing
// ceremony itself, so the platform sends them no email.
const SIGNER_CLIENT_ID = '1000';

/** A failure the user can act on: the program prints its message alone and exits with status 1. */
final class QuickStartException extends RuntimeException
{
}

function readProjectFile(string $name): string
{
    $path = __DIR__ . '/' . $name;
    $content = is_file($path) ? file_get_contents($path) : false;
    if ($content === false) {
        throw new QuickStartException("$name not found: it belongs in the project folder");
    }
    return $content;
}

function setting(array $config, string $name): string
{
    return required($config, $name, 'config.json');
}

function required(array $fields, string $name, string $source): string
{
    $value = $fields[$name] ?? null;
    if (!is_string($value) || $value === '') {
        throw new QuickStartException("$source has no \"$name\" value");
    }
    return $value;
}

function base64url(string $bytes): string
{
    return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
}

function jsonEncode(array $value): string
{
    return json_encode($value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
}

/** The URL's host, and its port when it names one: the OAuth server the assertion is for. */
function authority(string $url): string
{
    $parts = parse_url($url);
    return ($parts['host'] ?? '') . (isset($parts['port']) ? ':' . $parts['port'] : '');
}

/** A JWT assertion signed RS256 with the integration key's private key (RFC 7523). */
function assertion(array $config, string $privateKeyPem): string
{
    $now = time();
    $header = ['alg' => 'RS256', 'typ' => 'JWT'];
    $claims = [
        'iss' => setting($config, 'integrationKey'),
        'sub' => setting($config, 'userId'),
        'aud' => authority(setting($config, 'oAuthBasePath')),
        'iat' => $now,
        'exp' => $now + 3600,
        'scope' => 'signature impersonation',
    ];
    $input = base64url(jsonEncode($header)) . '.' . base64url(jsonEncode($claims));
    // openssl reads both PEM forms: PKCS#8 ("PRIVATE KEY") and PKCS#1 ("RSA PRIVATE KEY").
    $key = openssl_pkey_get_private($privateKeyPem);
    if ($key === false) {
        throw new QuickStartException('private.key does not hold an unencrypted RSA private key in PEM:'
            . ' paste the key of your integration key (see README.md)');
    }
    if (!openssl_sign($input, $signature, $key, OPENSSL_ALGO_SHA256)) {
        throw new QuickStartException('Could not sign the JWT assertion: ' . openssl_error_string());
    }
    return $input . '.' . base64url($signature);
}

/**
 * One HTTP request through PHP's stream wrapper: the answer's body. A non-2xx answer names the
 * URL, the status and the platform's message.
 */
function request(string $method, string $url, array $headers, ?string $body = null): string
{
    $context = stream_context_create(['http' => [
        'method' => $method,
        'header' => $headers,
        'content' => $body ?? '',
        'timeout' => 30,
        // Without it PHP answers false on a 4xx/5xx and the platform's message is lost.
        'ignore_errors' => true,
    ]]);
    $answer = @file_get_contents($url, false, $context);
    $where = strtok($url, '?');
    if ($answer === false || !isset($http_response_header[0])) {
        $error = error_get_last()['message'] ?? 'no answer';
        throw new QuickStartException("$where could not be reached: $error");
    }
    // The last status line: a redirect leaves one per answer.
    $status = 0;
    foreach ($http_response_header as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $match)) {
            $status = (int) $match[1];
        }
    }
    if ($status < 200 || $status > 299) {
        $error = json_decode($answer, true);
        $error = is_array($error) ? $error : [];
        $detail = $error['error_description'] ?? $error['message'] ?? $error['error'] ?? 'no details in the answer';
        throw new QuickStartException("$where answered $status: $detail");
    }
    return $answer;
}

function jsonAnswer(string $answer, string $source): array
{
    $value = json_decode($answer, true);
    if (!is_array($value)) {
        throw new QuickStartException("$source is not a JSON object");
    }
    return $value;
}

function accessToken(array $config, string $privateKeyPem): string
{
    $form = http_build_query([
        'grant_type' => 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        'assertion' => assertion($config, $privateKeyPem),
    ]);
    $answer = request('POST', setting($config, 'oAuthBasePath') . '/token',
        ['Content-Type: application/x-www-form-urlencoded'], $form);
    return required(jsonAnswer($answer, 'The token answer'), 'access_token', 'The token answer');
}

function envelopesUrl(array $config): string
{
    return setting($config, 'basePath') . '/v2.1/accounts/' . rawurlencode(setting($config, 'accountId'))
        . '/envelopes';
}

function envelopeUrl(array $config, string $envelopeId): string
{
    return envelopesUrl($config) . '/' . rawurlencode($envelopeId);
}

/** POSTs JSON with the token; answers the JSON answer. */
function post(string $token, string $url, array $body): array
{
    $answer = request('POST', $url, ["Authorization: Bearer $token", 'Content-Type: application/json'],
        jsonEncode($body));
    return jsonAnswer($answer, 'The answer');
}

function get(string $token, string $url): string
{
    return request('GET', $url, ["Authorization: Bearer $token"]);
}

function sendEnvelope(array $config, string $token): string
{
    // document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
    $document = readProjectFile('document.pdf');
    $envelope = [
        'emailSubject' => 'Please sign this quickstart document',
        'status' => 'sent',
        'documents' => [[
            'documentId' => '1',
            'name' => 'Quickstart document',
            'fileExtension' => 'pdf',
            'documentBase64' => base64_encode($document),
        ]],
        'recipients' => [
            'signers' => [[
                'email' => setting($config, 'signerEmail'),
                'name' => setting($config, 'signerName'),
                'recipientId' => '1',
                'routingOrder' => '1',
                'clientUserId' => SIGNER_CLIENT_ID,
                // The signature goes where the document says /sn1/.
                'tabs' => ['signHereTabs' => [[
                    'anchorString' => '/sn1/',
                    'anchorUnits' => 'pixels',
                    'anchorXOffset' => '20',
                    'anchorYOffset' => '10',
                ]]],
            ]],
        ],
    ];
    return required(post($token, envelopesUrl($config), $envelope), 'envelopeId', 'The envelope answer');
}

/** The signer's embedded signing URL: it works once, within five minutes. */
function signingUrl(array $config, string $token, string $envelopeId): string
{
    $view = [
        'returnUrl' => setting($config, 'returnUrl'),
        'authenticationMethod' => 'none',
        'email' => setting($config, 'signerEmail'),
        'userName' => setting($config, 'signerName'),
        'clientUserId' => SIGNER_CLIENT_ID,
    ];
    $answer = post($token, envelopeUrl($config, $envelopeId) . '/views/recipient', $view);
    return required($answer, 'url', 'The recipient view answer');
}

/** Once signed: the completed PDF (every document, signatures stamped) saved beside config.json. */
function downloadCompleted(array $config, string $token, string $envelopeId): string
{
    $envelope = envelopeUrl($config, $envelopeId);
    $status = required(jsonAnswer(get($token, $envelope), 'The envelope answer'), 'status', 'The envelope answer');
    if ($status !== 'completed') {
        throw new QuickStartException("Envelope $envelopeId is $status, not completed yet: sign it first.");
    }
    $file = "completed-$envelopeId.pdf";
    file_put_contents(__DIR__ . '/' . $file, get($token, "$envelope/documents/combined"));
    return $file;
}

function main(array $args): void
{
    $config = json_decode(readProjectFile('config.json'), true);
    if (!is_array($config)) {
        throw new QuickStartException('config.json is not valid JSON');
    }
    $privateKey = readProjectFile($config['privateKeyFile'] ?? 'private.key');
    if (count($args) === 2 && $args[0] === 'download') {
        $file = downloadCompleted($config, accessToken($config, $privateKey), $args[1]);
        echo "Envelope {$args[1]} is completed. Saved the completed PDF to $file\n";
    } elseif ($args === []) {
        $token = accessToken($config, $privateKey);
        $envelopeId = sendEnvelope($config, $token);
        echo "Envelope sent. Envelope ID: $envelopeId\n";
        echo 'Sign it in your browser (the link works once, within 5 minutes): '
            . signingUrl($config, $token, $envelopeId) . "\n";
        echo "After signing, download the completed PDF: php main.php download $envelopeId\n";
    } else {
        throw new QuickStartException('Usage: php main.php [download <envelopeId>]');
    }
}

try {
    main(array_slice($argv, 1));
} catch (QuickStartException | JsonException $error) {
    fwrite(STDERR, $error->getMessage() . "\n");
    exit(1);
}
