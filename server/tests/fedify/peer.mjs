// A peer of the guide built on Fedify, an independent ActivityPub
// implementation: one actor, `ana`, on 127.0.0.1. The API tests
// (server/tests/api/federation_fedify.rs) drive it over stdin and read
// what it did on stdout, one JSON object a line:
//
//   -> {"listening": <port>}
//   <- follow <actor URL>       Ana follows that actor (Fedify signs).
//   <- unfollow <actor URL>     Ana undoes her follow.
//   -> {"type": "Accept" | "Create" | "Update" | "Delete", ...} as they
//      arrive, each verified by Fedify (HTTP Signatures, the sender's key
//      fetched from its actor document).
//   <- publish <Event JSON-LD>  Ana publishes an event: a Create in her
//                               outbox and to each follower.
//   <- update <Event JSON-LD>   Ana changes it: an Update to each follower,
//                               and her outbox lists it as it is now.
//   <- delete <event id>        Ana deletes it: a Delete to each follower.
//   -> {"accepted": <actor>}    Ana accepted that actor's follow.
//   -> {"error": "..."} when something fails.
import http from "node:http";
import readline from "node:readline";
import {
  Accept,
  Create,
  Delete,
  Endpoints,
  Event,
  Follow,
  MemoryKvStore,
  Person,
  Tombstone,
  Undo,
  Update,
  createFederation,
  generateCryptoKeyPair,
} from "@fedify/fedify";

const tell = (what) => process.stdout.write(`${JSON.stringify(what)}\n`);

const federation = createFederation({
  kv: new MemoryKvStore(),
  // The guide under test listens on loopback.
  allowPrivateAddress: true,
});
const keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");

federation
  .setActorDispatcher("/users/{identifier}", async (ctx, identifier) => {
    if (identifier !== "ana") return null;
    const [pair] = await ctx.getActorKeyPairs(identifier);
    return new Person({
      id: ctx.getActorUri(identifier),
      preferredUsername: identifier,
      name: "Ana",
      inbox: ctx.getInboxUri(identifier),
      outbox: ctx.getOutboxUri(identifier),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      publicKey: pair.cryptographicKey,
    });
  })
  .setKeyPairsDispatcher(async (_ctx, identifier) =>
    identifier === "ana" ? [keys] : [],
  );

/// Ana's published events, newest last: the Create of each, as her
/// outbox lists them; and who follows her.
const published = [];
const followers = new Map();

federation.setOutboxDispatcher("/users/{identifier}/outbox", async (_ctx, identifier) =>
  identifier === "ana" ? { items: [...published].reverse() } : null,
);

/// What an announced event says, as Fedify read it.
async function event(activity) {
  const object = await activity.getObject();
  return {
    objectType: object?.constructor?.name,
    id: object?.id?.href,
    name: object?.name?.toString(),
    startTime: object?.startTime?.toString(),
    url: object?.url?.href,
  };
}

federation
  .setInboxListeners("/users/{identifier}/inbox", "/inbox")
  .on(Follow, async (ctx, follow) => {
    const follower = await follow.getActor(ctx);
    if (follower?.id == null) throw new Error("a follow without its actor");
    followers.set(follower.id.href, follower);
    const accept = new Accept({
      id: new URL(`${origin}/accepts/${followers.size}`),
      actor: ctx.getActorUri("ana"),
      object: follow,
    });
    await ctx.sendActivity({ identifier: "ana" }, follower, accept, { immediate: true });
    tell({ accepted: follower.id.href });
  })
  .on(Accept, async (_ctx, accept) => {
    tell({ type: "Accept", actor: accept.actorId?.href, object: accept.objectId?.href });
  })
  .on(Create, async (_ctx, create) => {
    tell({ type: "Create", actor: create.actorId?.href, ...(await event(create)) });
  })
  .on(Update, async (_ctx, update) => {
    tell({ type: "Update", actor: update.actorId?.href, ...(await event(update)) });
  })
  .on(Delete, async (_ctx, del) => {
    tell({ type: "Delete", actor: del.actorId?.href, object: del.objectId?.href });
  })
  .onError(async (_ctx, error) => tell({ error: String(error) }));

let origin;

const server = http.createServer(async (req, res) => {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const hasBody = !["GET", "HEAD"].includes(req.method);
    const request = new Request(new URL(req.url, origin), {
      method: req.method,
      headers: req.headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    const response = await federation.fetch(request, { contextData: undefined });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
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

let follows = 0;
const followed = new Map();

/// Sends `activity` by Ana to each of her followers.
async function toFollowers(ctx, activity) {
  for (const follower of followers.values()) {
    await ctx.sendActivity({ identifier: "ana" }, follower, activity, { immediate: true });
  }
}

/// An event of Ana's from the JSON-LD the test gives.
const eventFrom = (json) =>
  Event.fromJsonLd({ "@context": "https://www.w3.org/ns/activitystreams", ...json });

for await (const line of readline.createInterface({ input: process.stdin })) {
  const text = line.trim();
  const space = text.indexOf(" ");
  const command = space < 0 ? text : text.slice(0, space);
  const target = space < 0 ? "" : text.slice(space + 1).trim();
  if (!command) continue;
  try {
    const ctx = federation.createContext(new URL(origin), undefined);
    if (command === "publish" || command === "update") {
      const event = await eventFrom(JSON.parse(target));
      const Kind = command === "publish" ? Create : Update;
      const activity = new Kind({
        id: new URL(`${event.id.href}#${command}-${Date.now()}`),
        actor: ctx.getActorUri("ana"),
        object: event,
      });
      const at = published.findIndex((create) => create.objectId?.href === event.id.href);
      const listed = new Create({ id: new URL(`${event.id.href}#create`), actor: ctx.getActorUri("ana"), object: event });
      if (at < 0) published.push(listed);
      else published[at] = listed;
      await toFollowers(ctx, activity);
      tell({ sent: Kind.name, id: event.id.href });
      continue;
    }
    if (command === "delete") {
      const id = new URL(target);
      const at = published.findIndex((create) => create.objectId?.href === id.href);
      if (at >= 0) published.splice(at, 1);
      const del = new Delete({
        id: new URL(`${id.href}#delete`),
        actor: ctx.getActorUri("ana"),
        object: new Tombstone({ id }),
      });
      await toFollowers(ctx, del);
      tell({ sent: "Delete", id: id.href });
      continue;
    }
    const actor = await ctx.lookupObject(target);
    if (actor == null) throw new Error(`${target} could not be looked up`);
    if (command === "follow") {
      const follow = new Follow({
        id: new URL(`${origin}/follows/${++follows}`),
        actor: ctx.getActorUri("ana"),
        object: actor.id,
      });
      followed.set(target, follow);
      await ctx.sendActivity({ identifier: "ana" }, actor, follow, { immediate: true });
      tell({ sent: "Follow", to: actor.id.href });
    } else if (command === "unfollow") {
      const undo = new Undo({
        id: new URL(`${origin}/undos/${follows}`),
        actor: ctx.getActorUri("ana"),
        object: followed.get(target),
      });
      await ctx.sendActivity({ identifier: "ana" }, actor, undo, { immediate: true });
      tell({ sent: "Undo", to: actor.id.href });
    } else {
      tell({ error: `unknown command ${command}` });
    }
  } catch (error) {
    tell({ error: String(error) });
  }
}
