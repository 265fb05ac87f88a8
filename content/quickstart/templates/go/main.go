// Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
// once it is signed, `go run . download <envelopeId>` saves the completed PDF.
// Go 1.19 or later, standard library only: go.mod requires no module, so nothing is downloaded.
// Run from this folder: go run .
package main

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// The signer is embedded (a clientUserId): your app signs them in and opens their signing
// ceremony itself, so the platform sends them no email.
const signerClientID = "1000"

var client = &http.Client{Timeout: 30 * time.Second}

// Config is config.json: what the quickstart page wrote for you.
type Config struct {
	IntegrationKey string `json:"integrationKey"`
	UserID         string `json:"userId"`
	AccountID      string `json:"accountId"`
	BasePath       string `json:"basePath"`
	OAuthBasePath  string `json:"oAuthBasePath"`
	SignerEmail    string `json:"signerEmail"`
	SignerName     string `json:"signerName"`
	ReturnURL      string `json:"returnUrl"`
	PrivateKeyFile string `json:"privateKeyFile"`
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(args []string) error {
	var config Config
	if err := readJSON("config.json", &config); err != nil {
		return err
	}
	if config.PrivateKeyFile == "" {
		config.PrivateKeyFile = "private.key"
	}
	key, err := readPrivateKey(config.PrivateKeyFile)
	if err != nil {
		return err
	}
	switch {
	case len(args) == 2 && args[0] == "download":
		token, err := accessToken(config, key)
		if err != nil {
			return err
		}
		file, err := downloadCompleted(config, token, args[1])
		if err != nil {
			return err
		}
		fmt.Printf("Envelope %s is completed. Saved the completed PDF to %s\n", args[1], file)
	case len(args) == 0:
		token, err := accessToken(config, key)
		if err != nil {
			return err
		}
		envelopeID, err := sendEnvelope(config, token)
		if err != nil {
			return err
		}
		fmt.Printf("Envelope sent. Envelope ID: %s\n", envelopeID)
		signingURL, err := recipientView(config, token, envelopeID)
		if err != nil {
			return err
		}
		fmt.Printf("Sign it in your browser (the link works once, within 5 minutes): %s\n", signingURL)
		fmt.Printf("After signing, download the completed PDF: go run . download %s\n", envelopeID)
	default:
		return errors.New("Usage: go run . [download <envelopeId>]")
	}
	return nil
}

func readJSON(name string, into any) error {
	data, err := readProjectFile(name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, into); err != nil {
		return fmt.Errorf("%s is not valid JSON: %v", name, err)
	}
	return nil
}

func readProjectFile(name string) ([]byte, error) {
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s not found: run the program from the project folder", name)
	}
	return data, err
}

// readPrivateKey reads both PEM forms: PKCS#8 ("PRIVATE KEY") and PKCS#1 ("RSA PRIVATE KEY").
func readPrivateKey(name string) (*rsa.PrivateKey, error) {
	data, err := readProjectFile(name)
	if err != nil {
		return nil, err
	}
	unreadable := fmt.Errorf("%s does not hold an unencrypted RSA private key in PEM: "+
		"paste the key of your integration key (see README.md)", name)
	block, _ := pem.Decode(data)
	if block == nil {
		return nil, unreadable
	}
	switch block.Type {
	case "RSA PRIVATE KEY":
		if key, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
			return key, nil
		}
	case "PRIVATE KEY":
		if parsed, err := x509.ParsePKCS8PrivateKey(block.Bytes); err == nil {
			if key, ok := parsed.(*rsa.PrivateKey); ok {
				return key, nil
			}
		}
	}
	return nil, unreadable
}

func base64url(data []byte) string {
	return base64.RawURLEncoding.EncodeToString(data)
}

// assertion is a JWT assertion signed RS256 with the integration key's private key (RFC 7523).
func assertion(config Config, key *rsa.PrivateKey) (string, error) {
	oauth, err := url.Parse(config.OAuthBasePath)
	if err != nil {
		return "", fmt.Errorf("config.json: oAuthBasePath is not a URL: %v", err)
	}
	now := time.Now().Unix()
	header, _ := json.Marshal(map[string]string{"alg": "RS256", "typ": "JWT"})
	claims, _ := json.Marshal(map[string]any{
		"iss":   config.IntegrationKey,
		"sub":   config.UserID,
		"aud":   oauth.Host,
		"iat":   now,
		"exp":   now + 3600,
		"scope": "signature impersonation",
	})
	input := base64url(header) + "." + base64url(claims)
	digest := sha256.Sum256([]byte(input))
	signature, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, digest[:])
	if err != nil {
		return "", fmt.Errorf("could not sign the JWT assertion: %v", err)
	}
	return input + "." + base64url(signature), nil
}

// call sends a request: the answer's body. A non-2xx answer names the URL, the status and the
// platform's message.
func call(request *http.Request) ([]byte, error) {
	response, err := client.Do(request)
	if err != nil {
		return nil, err
	}
	defer response.Body.Close()
	body, err := io.ReadAll(response.Body)
	if err != nil {
		return nil, err
	}
	if response.StatusCode >= 200 && response.StatusCode <= 299 {
		return body, nil
	}
	var answer struct {
		ErrorDescription string `json:"error_description"`
		Message          string `json:"message"`
		Error            string `json:"error"`
	}
	// An error page from a proxy is not JSON: the status alone must still be reported.
	_ = json.Unmarshal(body, &answer)
	detail := "no details in the answer"
	for _, candidate := range []string{answer.ErrorDescription, answer.Message, answer.Error} {
		if candidate != "" {
			detail = candidate
			break
		}
	}
	where := strings.SplitN(request.URL.String(), "?", 2)[0]
	return nil, fmt.Errorf("%s answered %d: %s", where, response.StatusCode, detail)
}

// callJSON sends a request and reads its JSON answer into answer.
func callJSON(request *http.Request, answer any) error {
	body, err := call(request)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(body, answer); err != nil {
		return fmt.Errorf("%s answered what is not JSON: %v", request.URL, err)
	}
	return nil
}

func accessToken(config Config, key *rsa.PrivateKey) (string, error) {
	signed, err := assertion(config, key)
	if err != nil {
		return "", err
	}
	form := url.Values{
		"grant_type": {"urn:ietf:params:oauth:grant-type:jwt-bearer"},
		"assertion":  {signed},
	}
	request, err := http.NewRequest(http.MethodPost, config.OAuthBasePath+"/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	request.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	var answer struct {
		AccessToken string `json:"access_token"`
	}
	if err := callJSON(request, &answer); err != nil {
		return "", err
	}
	return answer.AccessToken, nil
}

func envelopesURL(config Config) string {
	return config.BasePath + "/v2.1/accounts/" + url.PathEscape(config.AccountID) + "/envelopes"
}

func envelopeURL(config Config, envelopeID string) string {
	return envelopesURL(config) + "/" + url.PathEscape(envelopeID)
}

// post POSTs body as JSON with the token and reads the JSON answer into answer.
func post(token, target string, body, answer any) error {
	data, err := json.Marshal(body)
	if err != nil {
		return err
	}
	request, err := http.NewRequest(http.MethodPost, target, bytes.NewReader(data))
	if err != nil {
		return err
	}
	request.Header.Set("Authorization", "Bearer "+token)
	request.Header.Set("Content-Type", "application/json")
	return callJSON(request, answer)
}

func get(token, target string) ([]byte, error) {
	request, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	request.Header.Set("Authorization", "Bearer "+token)
	return call(request)
}

type object = map[string]any

func sendEnvelope(config Config, token string) (string, error) {
	// document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
	document, err := readProjectFile("document.pdf")
	if err != nil {
		return "", err
	}
	envelope := object{
		"emailSubject": "Please sign this quickstart document",
		"status":       "sent",
		"documents": []object{{
			"documentId":     "1",
			"name":           "Quickstart document",
			"fileExtension":  "pdf",
			"documentBase64": base64.StdEncoding.EncodeToString(document),
		}},
		"recipients": object{
			"signers": []object{{
				"email":        config.SignerEmail,
				"name":         config.SignerName,
				"recipientId":  "1",
				"routingOrder": "1",
				"clientUserId": signerClientID,
				// The signature goes where the document says /sn1/.
				"tabs": object{
					"signHereTabs": []object{{
						"anchorString":  "/sn1/",
						"anchorUnits":   "pixels",
						"anchorXOffset": "20",
						"anchorYOffset": "10",
					}},
				},
			}},
		},
	}
	var answer struct {
		EnvelopeID string `json:"envelopeId"`
	}
	if err := post(token, envelopesURL(config), envelope, &answer); err != nil {
		return "", err
	}
	return answer.EnvelopeID, nil
}

// recipientView answers the signer's embedded signing URL: it works once, within five minutes.
func recipientView(config Config, token, envelopeID string) (string, error) {
	view := object{
		"returnUrl":            config.ReturnURL,
		"authenticationMethod": "none",
		"email":                config.SignerEmail,
		"userName":             config.SignerName,
		"clientUserId":         signerClientID,
	}
	var answer struct {
		URL string `json:"url"`
	}
	if err := post(token, envelopeURL(config, envelopeID)+"/views/recipient", view, &answer); err != nil {
		return "", err
	}
	return answer.URL, nil
}

// downloadCompleted saves the completed PDF (every document, signatures stamped) in this folder,
// once the envelope is signed.
func downloadCompleted(config Config, token, envelopeID string) (string, error) {
	envelope := envelopeURL(config, envelopeID)
	body, err := get(token, envelope)
	if err != nil {
		return "", err
	}
	var answer struct {
		Status string `json:"status"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return "", fmt.Errorf("%s answered what is not JSON: %v", envelope, err)
	}
	if answer.Status != "completed" {
		return "", fmt.Errorf("Envelope %s is %s, not completed yet: sign it first.", envelopeID, answer.Status)
	}
	pdf, err := get(token, envelope+"/documents/combined")
	if err != nil {
		return "", err
	}
	file := "completed-" + envelopeID + ".pdf"
	return file, os.WriteFile(file, pdf, 0o644)
}
