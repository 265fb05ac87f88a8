# frozen_string_literal: true

# Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
# once it is signed, `ruby main.rb download <envelopeId>` saves the completed PDF.
# Ruby 3.0 or later, standard library only (net/http, openssl, json): no gems, no Bundler.

require 'json'
require 'net/http'
require 'openssl'
require 'uri'

HERE = __dir__

# The signer is embedded (a clientUserId): your app signs them in and opens their signing
# ceremony itself, so the platform sends them no email.
SIGNER_CLIENT_ID = '1000'

# A failure the user can act on: the program prints its message alone and exits with status 1.
class QuickStartError < StandardError; end

def project_file(name, binary: false)
  path = File.join(HERE, name)
  raise QuickStartError, "#{name} not found: it belongs in the project folder" unless File.file?(path)

  binary ? File.binread(path) : File.read(path, encoding: 'UTF-8')
end

def required(fields, name, source)
  value = fields[name]
  raise QuickStartError, "#{source} has no \"#{name}\" value" unless value.is_a?(String) && !value.empty?

  value
end

def setting(config, name)
  required(config, name, 'config.json')
end

# Base64 without a require: the base64 library leaves Ruby's default gems in 3.4.
def base64(bytes)
  [bytes].pack('m0')
end

def base64url(bytes)
  base64(bytes).tr('+/', '-_').delete('=')
end

# The URL's host, and its port when it is not the scheme's: the OAuth server the assertion is for.
def authority(url)
  uri = URI(url)
  uri.port == uri.default_port ? uri.host : "#{uri.host}:#{uri.port}"
end

# A JWT assertion signed RS256 with the integration key's private key (RFC 7523).
def assertion(config, private_key)
  now = Time.now.to_i
  header = { alg: 'RS256', typ: 'JWT' }
  claims = {
    iss: setting(config, 'integrationKey'),
    sub: setting(config, 'userId'),
    aud: authority(setting(config, 'oAuthBasePath')),
    iat: now,
    exp: now + 3600,
    scope: 'signature impersonation'
  }
  input = "#{base64url(JSON.generate(header))}.#{base64url(JSON.generate(claims))}"
  "#{input}.#{base64url(private_key.sign(OpenSSL::Digest.new('SHA256'), input))}"
end

# One request: the answer's body. A non-2xx answer names the URL, the status and the platform's message.
def call(request)
  uri = request.uri
  response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https',
                                                 open_timeout: 30, read_timeout: 30) do |http|
    http.request(request)
  end
  return response.body if response.is_a?(Net::HTTPSuccess)

  error = begin
    JSON.parse(response.body.to_s)
  rescue JSON::ParserError
    {}
  end
  error = {} unless error.is_a?(Hash)
  detail = error['error_description'] || error['message'] || error['error'] || 'no details in the answer'
  raise QuickStartError, "#{uri.to_s.split('?').first} answered #{response.code}: #{detail}"
end

def json_answer(body, source)
  value = JSON.parse(body)
  raise QuickStartError, "#{source} is not a JSON object" unless value.is_a?(Hash)

  value
end

def access_token(config, private_key)
  request = Net::HTTP::Post.new(URI("#{setting(config, 'oAuthBasePath')}/token"))
  request.set_form_data(grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
                        assertion: assertion(config, private_key))
  required(json_answer(call(request), 'The token answer'), 'access_token', 'The token answer')
end

def envelopes_url(config)
  "#{setting(config, 'basePath')}/v2.1/accounts/#{URI.encode_www_form_component(setting(config, 'accountId'))}/envelopes"
end

def envelope_url(config, envelope_id)
  # encode_www_form_component writes a space as +, which a path does not read as a space.
  "#{envelopes_url(config)}/#{URI.encode_www_form_component(envelope_id).gsub('+', '%20')}"
end

# POSTs JSON with the token; answers the JSON answer.
def post(token, url, body)
  request = Net::HTTP::Post.new(URI(url), 'Authorization' => "Bearer #{token}",
                                          'Content-Type' => 'application/json')
  request.body = JSON.generate(body)
  json_answer(call(request), 'The answer')
end

def get(token, url)
  call(Net::HTTP::Get.new(URI(url), 'Authorization' => "Bearer #{token}"))
end

def send_envelope(config, token)
  # document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
  document = project_file('document.pdf', binary: true)
  envelope = {
    emailSubject: 'Please sign this quickstart document',
    status: 'sent',
    documents: [{
      documentId: '1',
      name: 'Quickstart document',
      fileExtension: 'pdf',
      documentBase64: base64(document)
    }],
    recipients: {
      signers: [{
        email: setting(config, 'signerEmail'),
        name: setting(config, 'signerName'),
        recipientId: '1',
        routingOrder: '1',
        clientUserId: SIGNER_CLIENT_ID,
        # The signature goes where the document says /sn1/.
        tabs: {
          signHereTabs: [{ anchorString: '/sn1/', anchorUnits: 'pixels', anchorXOffset: '20', anchorYOffset: '10' }]
        }
      }]
    }
  }
  required(post(token, envelopes_url(config), envelope), 'envelopeId', 'The envelope answer')
end

# The signer's embedded signing URL: it works once, within five minutes.
def signing_url(config, token, envelope_id)
  view = {
    returnUrl: setting(config, 'returnUrl'),
    authenticationMethod: 'none',
    email: setting(config, 'signerEmail'),
    userName: setting(config, 'signerName'),
    clientUserId: SIGNER_CLIENT_ID
  }
  required(post(token, "#{envelope_url(config, envelope_id)}/views/recipient", view), 'url',
           'The recipient view answer')
end

# Once signed: the completed PDF (every document, signatures stamped) saved beside config.json.
def download_completed(config, token, envelope_id)
  envelope = envelope_url(config, envelope_id)
  status = required(json_answer(get(token, envelope), 'The envelope answer'), 'status', 'The envelope answer')
  raise QuickStartError, "Envelope #{envelope_id} is #{status}, not completed yet: sign it first." unless status == 'completed'

  file = "completed-#{envelope_id}.pdf"
  File.binwrite(File.join(HERE, file), get(token, "#{envelope}/documents/combined"))
  file
end

def main(args)
  config = json_answer(project_file('config.json'), 'config.json')
  private_key = begin
    # OpenSSL reads both PEM forms: PKCS#8 ("PRIVATE KEY") and PKCS#1 ("RSA PRIVATE KEY").
    # The empty passphrase keeps OpenSSL from prompting for one when the key is encrypted.
    OpenSSL::PKey::RSA.new(project_file(config['privateKeyFile'] || 'private.key'), '')
  rescue OpenSSL::PKey::PKeyError
    raise QuickStartError, 'private.key does not hold an unencrypted RSA private key in PEM: ' \
                           'paste the key of your integration key (see README.md)'
  end
  if args.length == 2 && args[0] == 'download'
    file = download_completed(config, access_token(config, private_key), args[1])
    puts "Envelope #{args[1]} is completed. Saved the completed PDF to #{file}"
  elsif args.empty?
    token = access_token(config, private_key)
    envelope_id = send_envelope(config, token)
    puts "Envelope sent. Envelope ID: #{envelope_id}"
    puts "Sign it in your browser (the link works once, within 5 minutes): #{signing_url(config, token, envelope_id)}"
    puts "After signing, download the completed PDF: ruby main.rb download #{envelope_id}"
  else
    raise QuickStartError, 'Usage: ruby main.rb [download <envelopeId>]'
  end
end

begin
  main(ARGV)
rescue QuickStartError, JSON::ParserError, SystemCallError, Net::OpenTimeout, Net::ReadTimeout => e
  warn e.message
  exit 1
end
