// A peer of the guide that takes only RFC 9421 HTTP Message Signatures,
// made and checked by `http-message-signatures`, an implementation
// independent of the guide's: one actor, `bo`, on 127.0.0.1, whose
// document and inbox refuse a request signed otherwise (401), as a server
// that asks for RFC 9421 does. The API tests
// (server/tests/api/federation_rfc9421.rs) drive it over stdin and read
// what it did on stdout, one JSON object a line:
//
//   -> {"listening": <port>}
//   <- post <inbox URL> <activity JSON>   Bo posts it, signed (RFC 9421).
//   -> {"posted": <status>}
//   -> {"refused": "<method> <path>", "why": "..."} a request it refused;
//   -> {"verified": "<method> <path>", "type": <activity type or null>}
//      a request whose signature it believed;
//   -> {"error": "..."} when something fails.
import crypto from "node:crypto";
import http from "node:http";
import readline from "node:readline";
import { createSigner, createVerifier, httpbis } from "http-message-signatures";

const tell = (what) => process.stdout.write(`${JSON.stringify(what)}\n`);

const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

let origin;
const actor = () => `${origin}/users/bo`;
const COVERED = ["@method", "@target-uri"];
const digestOf = (body) => `sha-256=:${crypto.createHash("sha256").update(body).digest("base64")}:`;

/// The key of a signature's `keyid`, read from its actor's document.
async function keyLookup(params) {
  const document = params.keyid.split("#")[0];
  const answer = await fetch(document, { headers: { accept: "application/activity+json" } });
  const found = await answer.json();
  if (found.publicKey?.id !== params.keyid) return null;
  return {
    id: params.keyid,
    algs: ["rsa-v1_5-sha256"],
    verify: createVerifier(found.publicKey.publicKeyPem, "rsa-v1_5-sha256"),
  };
}

/// Why a request is not believed, or null when it is.
async function refusal(req, body) {
  if (!req.headers["signature-input"]) return "not signed with RFC 9421";
  const fields = body.length > 0 ? [...COVERED, "content-digest"] : COVERED;
  if (body.length > 0 && req.headers["content-digest"] !== digestOf(body)) return "wrong Content-Digest";
  const verified = await httpbis.verifyMessage(
    { keyLookup, requiredFields: fields, requiredParams: ["created", "keyid"], maxAge: 300, tolerance: 60 },
    { method: req.method, url: `${origin}${req.url}`, headers: req.headers },
  );
  return verified ? null : "signature not verified";
}

const server = http.createServer(async (req, res) => {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const what = `${req.method} ${req.url}`;
    const why = await refusal(req, body);
    if (why) {
      tell({ refused: what, why });
      res.writeHead(401).end();
      return;
    }
    const activity = body.length > 0 ? JSON.parse(body.toString()) : null;
    tell({ verified: what, type: activity?.type ?? null });
    if (req.method === "GET" && req.url === "/users/bo") {
      res.writeHead(200, { "content-type": "application/activity+json" });
      res.end(
        JSON.stringify({
          "@context": ["https://www.w3.org/ns/activitystreams", "https://w3id.org/security/v1"],
          id: actor(),
          type: "Person",
          preferredUsername: "bo",
          inbox: `${actor()}/inbox`,
          publicKey: { id: `${actor()}#main-key`, owner: actor(), publicKeyPem: publicKey },
        }),
      );
      return;
    }
    res.writeHead(req.method === "POST" ? 202 : 404).end();
  } catch (error) {
    tell({ error: String(error) });
    res.writeHead(500).end();
  }
});

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  origin = `http://127.0.0.1:${port}`;
  tell({ listening: port });
});

for await (const line of readline.createInterface({ input: process.stdin })) {
  const text = line.trim();
  if (!text) continue;
  try {
    const [command, url, ...rest] = text.split(" ");
    if (command !== "post") throw new Error(`unknown command ${command}`);
    const body = rest.join(" ");
    const request = {
      method: "POST",
      url,
      headers: { "content-type": "application/activity+json", "content-digest": digestOf(Buffer.from(body)) },
    };
    const signed = await httpbis.signMessage(
      {
        key: createSigner(privateKey, "rsa-v1_5-sha256", `${actor()}#main-key`),
        fields: [...COVERED, "content-digest"],
        params: ["created", "keyid", "alg"],
      },
      request,
    );
    const answer = await fetch(url, { method: "POST", headers: signed.headers, body });
    tell({ posted: answer.status });
  } catch (error) {
    tell({ error: String(error) });
  }
}
