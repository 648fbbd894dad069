import type { DemoArticle } from './types.js';

/** Demo articles for the 'YouTube IRL' and 'Technology' categories. */
export const YOUTUBE_AND_TECHNOLOGY_ARTICLES: DemoArticle[] = [
  {
    title: 'YouTube Goes Mobile: How the 2017 Rollout Opened the Door to IRL on YouTube',
    excerpt:
      "YouTube had supported live streaming for years, but it was the February 2017 mobile rollout, together with Super Chat, that made the world's biggest video site a serious home for IRL broadcasts.",
    category: 'YouTube IRL',
    author: 'nightwalk_jp',
    tags: ['youtube', 'youtube-live', 'mobile-streaming', 'history'],
    createdAt: '2025-02-11T08:30:00.000Z',
    views: 7780,
    likes: 466,
    content: `<p>YouTube came to live streaming cautiously. It began offering live broadcasts to selected partners in 2011 and gradually opened streaming from desktop software and hardware encoders to more channels. For years, though, live video was a side feature of a site built around uploads. Going live from a phone on the street, the defining act of IRL streaming, was not something most YouTube creators could do.</p>
<h2>The mobile rollout</h2>
<p>That changed in February 2017. After testing mobile live streaming with a small group of creators, YouTube built a live button directly into its main app and opened it to channels with at least 10,000 subscribers, promising to extend it to smaller channels later. The threshold was lowered substantially over the following years. Live streams were treated like ordinary YouTube videos once they ended: searchable, recommendable and protected by the same copyright systems as uploads.</p>
<p>The same announcement introduced <strong>Super Chat</strong>, which let viewers pay to highlight a message in live chat and pin it for a period that depended on the amount. For IRL streamers this mattered as much as the mobile feature itself. It meant a streamer walking through a city could earn money directly from the chat following along, without third-party donation pages.</p>
<h2>Why IRL streamers came</h2>
<p>Through 2017 several IRL streamers who had built audiences on Twitch moved to YouTube, some by choice and some after being suspended. The best-known case was Paul Denino, known as Ice Poseidon, whose Twitch channel was banned in April 2017 shortly after a hoax threat, reportedly called in by a viewer, led to a flight he had boarded being evacuated in Phoenix. He rebuilt his audience on YouTube, where for a time he was among the most-watched IRL streamers on the platform.</p>
<p>YouTube offered a few structural advantages for this kind of content:</p>
<ul>
<li><strong>Discovery beyond live viewers.</strong> A stream's archive could keep attracting viewers through search and recommendations long after it ended.</li>
<li><strong>A familiar audience.</strong> Many viewers already had YouTube accounts and watched on the YouTube app every day.</li>
<li><strong>DVR-style rewind.</strong> Viewers who arrived late could scroll back and catch up on what had happened earlier in the stream.</li>
</ul>
<h2>Why many stayed on Twitch</h2>
<p>The move was never one-way. Twitch's chat culture, emotes, raids and subscriber relationships were deeply established, and many IRL viewers simply preferred it. YouTube's live chat was often described as less lively, and its recommendation system, built for uploads, did not always surface live content well. The result was a split landscape in which some IRL communities were YouTube-first and others remained firmly on Twitch.</p>
<p>The 2017 rollout is nonetheless a turning point. It made the largest video site in the world a realistic home for mobile live streaming, and it established the idea that an IRL streamer could choose between platforms—an idea that would matter far more in the 2020s.</p>`,
  },
  {
    title: 'Super Chat and the Economics of the Paid Message',
    excerpt:
      "Paid chat messages turned live audiences into direct patrons. How Super Chat worked, how it compared with Twitch's Bits and third-party donations, and what it changed about IRL streams.",
    category: 'YouTube IRL',
    author: 'sysop_lena',
    tags: ['youtube', 'super-chat', 'monetisation', 'donations'],
    createdAt: '2025-05-20T16:10:00.000Z',
    views: 4410,
    likes: 251,
    content: `<p>Before platforms built payments into live chat, viewers who wanted to tip a streamer usually went through a third-party page: a donation link in the channel description, an alert service that flashed the donor's name on stream, or a simple payment account. It worked, but it sat outside the platform. When YouTube introduced <strong>Super Chat</strong> in early 2017, it moved the tip inside the chat itself.</p>
<h2>How Super Chat works</h2>
<p>A Super Chat is a chat message that a viewer pays to highlight. The amount determines the colour of the message, how long it stays pinned at the top of the chat and how many characters it may contain. At launch a highlighted message could cost as little as a dollar and larger purchases could stay pinned for hours. YouTube takes a share of the revenue, and creators receive the rest through the same payment system as their ad revenue. Later additions such as Super Stickers and channel memberships expanded the same idea.</p>
<h2>The Twitch comparison</h2>
<p>Twitch had taken a different path. Its <em>Bits</em>, introduced in 2016, let viewers buy a virtual currency and spend it as animated "cheers" in chat. Subscriptions provided recurring support, and many Twitch streamers continued to use third-party donation services alongside both. Each system has its own culture: cheers feel like applause, subscriptions like membership, and a pinned Super Chat like passing a note to the stage.</p>
<h2>What paid messages changed for IRL</h2>
<p>On a desk stream a paid message is mostly a question or a compliment. On an IRL stream it can become an instruction. Viewers began paying to suggest where the streamer should walk, what to eat, whom to talk to or what to try next. That created obvious opportunities—audiences could help plan a day of travel—and obvious risks:</p>
<ul>
<li><strong>Incentives toward provocation.</strong> If the most generous messages ask for the most outrageous behaviour, the stream drifts in that direction.</li>
<li><strong>Bystanders as content.</strong> Paid requests to approach or film strangers push the costs of the show onto people who never agreed to be in it.</li>
<li><strong>Reading under pressure.</strong> A streamer watching traffic, crowds and a phone screen at once is badly placed to judge which requests are safe.</li>
</ul>
<p>Thoughtful streamers and moderators respond by setting clear rules: paid messages are read, not obeyed; requests involving strangers are ignored; and anything that would break platform rules or local law is refunded or removed where possible.</p>
<h2>A lasting shift</h2>
<p>Super Chat made YouTube a viable place to earn a living from live IRL content, and it normalised a model that later platforms copied and adjusted. The paid message is now a standard feature of live video everywhere. Its history is a useful reminder that every monetisation feature is also an incentive system, and that IRL streams, happening in public among people who did not sign up for them, feel those incentives more sharply than most.</p>`,
  },
  {
    title: 'The Archive Advantage: VODs, Clips and the Afterlife of IRL Streams on YouTube',
    category: 'YouTube IRL',
    author: 'vodkeeper',
    tags: ['youtube', 'vods', 'clips', 'archiving'],
    createdAt: '2025-08-27T13:40:00.000Z',
    views: 3890,
    likes: 217,
    content: `<p>A live stream lasts as long as the broadcast, but its afterlife can last for years. For IRL content that afterlife matters more than for almost any other genre, because the most memorable moments are unplanned: a conversation with a stranger, a sudden rainstorm, a meetup that grew out of control. Whether those moments survive depends on how a platform treats recordings, and YouTube has always treated them differently from Twitch.</p>
<h2>Streams as videos</h2>
<p>On YouTube a finished live stream normally becomes a regular video on the channel. It can be searched, recommended, added to playlists and watched years later, subject to length limits and the creator's choices. Twitch, by contrast, has historically kept past broadcasts for a limited period—days or weeks depending on the account—unless the streamer exports them or saves highlights. For IRL streamers hoping to build a back catalogue, the YouTube model is a significant advantage.</p>
<h2>Clips and highlight channels</h2>
<p>Long streams are hard to watch after the fact, so a whole ecosystem grew up to condense them. Viewers clip the best minutes; editors, sometimes hired by the streamer and sometimes independent fans, turn hours of footage into short highlight videos. For many IRL streamers, the highlight channel reaches more people than the live broadcast ever does, and serves as the main way new viewers discover them.</p>
<p>This has shaped the content itself. A streamer who knows that only the most dramatic moments will be clipped has an incentive to create dramatic moments. The best IRL streamers resist that pull and build communities around the slower, stranger texture of real life, but the economics of clips are always in the background.</p>
<h2>The copyright catch</h2>
<p>Archives also expose streams to copyright enforcement after the fact. Music from a passing car, a shop's speakers or a street performer can trigger automated systems, leading to muted sections, blocked regions or claims against the video. IRL streamers have little control over the soundscape around them, so many learn to move away from loud music, lower their microphone gain in shops, or trim problem sections from archives.</p>
<h2>Strikes and the cost of a bad day</h2>
<p>YouTube's community guidelines enforcement also reaches archives. Under its strike system, a first violation normally brings a warning; further strikes within a 90-day window restrict uploading and live streaming for a period, and three strikes within 90 days can lead to the channel being terminated. Because an IRL stream's archive captures everything, a single badly judged moment can keep causing trouble long after the broadcast ended.</p>
<h2>Why archives matter to history</h2>
<p>For anyone documenting IRL culture, archives are the primary source. Much of the Justin.tv era was lost when that site closed, and countless Twitch broadcasts expired unseen. The streams that survive, on YouTube and in fan collections, are what future histories of the genre will be written from. Preserving them, with attention to the privacy of the bystanders who appear in them, is part of the work a project like this one exists to do.</p>`,
  },
  {
    title: 'Cellular Bonding Explained: How IRL Streams Stay Live on the Move',
    excerpt:
      'A single phone connection is fragile. Bonding spreads a stream across several cellular links at once, and it is the technology that took IRL streaming from shaky walks to all-day broadcasts.',
    category: 'Technology',
    author: 'cellbonder',
    tags: ['bonding', 'liveu', 'mobile-streaming', 'hardware'],
    createdAt: '2025-01-07T11:00:00.000Z',
    views: 12840,
    likes: 903,
    content: `<p>Anyone who has watched an IRL stream freeze on a train platform knows the problem. A phone on a single cellular network has to push a continuous, high-bitrate video stream upstream through a connection that was designed for bursty downloads. When the signal dips—in a crowd, a tunnel or a concrete building—the stream stutters or drops. <strong>Cellular bonding</strong> is the main technique the industry uses to fix that.</p>
<h2>The basic idea</h2>
<p>A bonding device connects to several networks at once: typically two or more cellular modems, often on different carriers, plus Wi-Fi or Ethernet when available. Instead of sending the whole stream over one link, it splits the data into packets and spreads them across all the links according to how each is performing at that instant. A server on the other end reassembles the packets in order and hands a clean stream to the platform.</p>
<p>Because different carriers rarely fail in exactly the same place at exactly the same moment, the combined connection is far more reliable than any single one. If one modem loses signal, the others carry the load while it recovers.</p>
<h2>The trade-offs</h2>
<ul>
<li><strong>Latency.</strong> Reassembling packets that travel over different networks requires a buffer, so bonded streams run a few seconds behind real life. More buffer means more resilience but a longer delay.</li>
<li><strong>Cost.</strong> Every modem needs a data plan, and streaming at several megabits per second uses a great deal of data.</li>
<li><strong>Weight and power.</strong> Multiple modems, an encoder and batteries add up, which is why bonded rigs traditionally lived in backpacks.</li>
</ul>
<h2>From newsrooms to streamers</h2>
<p>Bonding was developed for television news, where crews needed to go live from places a satellite truck could not reach. Companies such as LiveU, TVU Networks, Dejero and Teradek built professional bonded transmitters, and by the 2010s backpack units were a common sight at breaking-news scenes and sports events. These products were expensive and were usually sold with service plans aimed at broadcasters.</p>
<p>IRL streamers borrowed the same approach. The most successful began carrying professional bonded units or lower-cost models aimed at online creators, such as LiveU's Solo line. The results were obvious on screen: streams that survived subway rides, crowded festivals and long walks with far fewer dropouts, at a quality that a single phone connection could rarely sustain.</p>
<h2>What came next</h2>
<p>Professional bonding remained out of reach for many streamers because of its cost. That gap was eventually filled by open-source tools and cheaper hardware, using protocols such as SRT and link-aggregation software that let hobbyists build their own bonded rigs. Today the same principle that once required broadcast hardware can run on a small single-board computer or even a phone with more than one network connection. The underlying idea has not changed: never trust a single link to carry a live stream.</p>`,
  },
  {
    title: 'BELABOX, SRT and the Open-Source Turn in IRL Streaming',
    excerpt:
      'How an open transport protocol and a community-built encoder brought bonded, adaptive-bitrate streaming within reach of hobbyists, and reshaped what a typical IRL rig looks like.',
    category: 'Technology',
    author: 'cellbonder',
    tags: ['belabox', 'srt', 'bonding', 'open-source', 'mobile-streaming'],
    createdAt: '2025-07-15T19:25:00.000Z',
    views: 10460,
    likes: 812,
    content: `<p>For most of the 2010s, IRL streamers had two options: stream from a phone over a single connection and accept the dropouts, or buy professional bonding equipment built for television crews. The gap between those options closed in the 2020s thanks to two ingredients: an open transport protocol called <strong>SRT</strong>, and a community project called <strong>BELABOX</strong>.</p>
<h2>SRT: a protocol for bad networks</h2>
<p>Most platforms ingest live video over RTMP, a protocol that runs over TCP. TCP guarantees delivery, but on a lossy mobile connection its caution can stall a stream. SRT (Secure Reliable Transport) was developed by the video company Haivision and released as open source in 2017. It runs over UDP, retransmits lost packets within a configurable latency window, can encrypt the stream, and reports detailed statistics about the connection. In short, it was designed for the unreliable networks that IRL streamers live on. The reference implementation is available on <a href="https://github.com/Haivision/srt" target="_blank">GitHub</a>.</p>
<h2>BELABOX: a bonding encoder you can build</h2>
<p>BELABOX is an open-source project that turns a small single-board computer into a bonded IRL encoder. Its encoder, belacoder, is built on GStreamer and adjusts the video bitrate on the fly to match what the network can carry; a companion tool, srtla, spreads an SRT stream across several connections such as USB cellular modems and Wi-Fi. The original target hardware was the NVIDIA Jetson Nano paired with an HDMI capture card, which accepts video from an ordinary camera. The project's code is published on <a href="https://github.com/BELABOX/belacoder" target="_blank">GitHub</a>.</p>
<h2>How a typical DIY rig fits together</h2>
<ol>
<li>A camera or action camera sends video over HDMI into a capture device on the encoder.</li>
<li>The encoder compresses the video and sends it as SRT, split across two to four connections.</li>
<li>A receiving server in a data centre reassembles the bonded stream.</li>
<li>Software there—often OBS running in the cloud—adds overlays, switches to a "be right back" scene if the feed drops, and forwards the result to Twitch, YouTube or Kick.</li>
</ol>
<p>The cloud step is what makes the setup resilient. Because the final broadcast is produced on a server with a stable connection, viewers see a holding screen rather than an error when the street connection fails, and tools such as NOALBS can switch scenes automatically when the incoming bitrate falls too low.</p>
<h2>Phones join in</h2>
<p>The same ideas moved onto phones. Apps such as Moblin on iOS and IRL Pro on Android added SRT output and SRTLA-style bonding, letting a phone combine its cellular connection with Wi-Fi or a tethered second device. For many streamers a phone, a gimbal, a power bank and a spare hotspot now do what once required a backpack of broadcast gear.</p>
<h2>Why it matters</h2>
<p>Open tools lowered the cost of reliable IRL streaming from thousands of dollars to the price of a few components and data plans. They also spread technical knowledge through Discord servers, forums and guides maintained by streamers themselves. The result is a genre in which a weekend hobbyist can broadcast a hike with a connection resilience that would have impressed a news crew fifteen years ago.</p>`,
  },
  {
    title: 'Two Decades of the Mobile Rig: From Laptop Backpacks to Pocket Cameras',
    excerpt:
      "A short technical history of the gear behind IRL streaming, from the EV-DO cards of 2007 to 4G phones, gimbals, action cameras and today's compact bonded setups.",
    category: 'Technology',
    author: 'sysop_lena',
    tags: ['hardware', 'mobile-streaming', 'history', 'cameras'],
    createdAt: '2025-10-02T09:05:00.000Z',
    views: 6930,
    likes: 448,
    content: `<p>IRL streaming has always been limited by what a person can carry. Each generation of hardware changed not just the picture quality but what kinds of streams were possible at all. Looking at the gear is one of the clearest ways to understand the history of the genre.</p>
<h2>2007: the laptop in the backpack</h2>
<p>Justin Kan's original Justin.tv rig combined a camera on his cap, a computer in a backpack, a large battery and several EV-DO cellular data cards. The video was small and choppy, and the whole setup was heavy and temperamental. It worked well enough to prove the concept: a person could broadcast live while walking around a city.</p>
<h2>The camera-phone era</h2>
<p>Around 2008, services such as Qik and Bambuser let people stream directly from camera phones, particularly Nokia's Symbian smartphones. Quality was low and uplinks were slow, but for the first time the whole broadcast studio fitted in a pocket. As smartphones with better cameras spread, live apps followed on every major platform.</p>
<h2>4G and the app boom</h2>
<p>The rollout of 4G LTE networks in the early 2010s was the real breakthrough. Upload speeds finally made watchable mobile video routine, and a wave of live apps arrived in 2015 and 2016, including Meerkat, Periscope and Facebook Live. YouTube opened mobile streaming to creators in 2017, and Twitch promised mobile broadcasting alongside its IRL category. For a few years the typical IRL streamer carried little more than a phone, a battery and a selfie stick.</p>
<h2>Stabilisers and action cameras</h2>
<p>Walking with a phone produces shaky, nauseating video. Motorised smartphone gimbals, which became affordable in the second half of the 2010s, gave IRL streams their characteristic smooth, floating look. Action cameras added wide-angle views, weather resistance and mounting options for chest, helmet or bicycle shots, and later models gained built-in live streaming.</p>
<h2>The modern rig</h2>
<p>Serious IRL streamers today usually separate the camera from the connection:</p>
<ul>
<li><strong>Camera:</strong> an action camera, a compact camera or a phone on a gimbal.</li>
<li><strong>Encoder and bonding:</strong> a dedicated bonded unit, a DIY encoder built on open-source software, or a phone app that combines several connections.</li>
<li><strong>Audio:</strong> a wireless or shotgun microphone, because audio quality matters more to viewers than resolution.</li>
<li><strong>Power:</strong> USB-C power banks, sometimes several, sized for a full day.</li>
<li><strong>Production in the cloud:</strong> a server that adds overlays and keeps the broadcast up when the street connection drops.</li>
</ul>
<p>The direction of travel is clear. Each generation has made the rig lighter, the picture better and the connection more reliable, and each has lowered the barrier to entry. What once required a team of engineers and a custom backpack can now be assembled from off-the-shelf parts by anyone willing to read a few guides—which is exactly why IRL streaming grew from one experiment into a worldwide genre.</p>`,
  },
  {
    title: 'Power, Heat and Data: The Unglamorous Limits of All-Day IRL Streams',
    category: 'Technology',
    author: 'cellbonder',
    tags: ['hardware', 'batteries', 'data-plans', 'low-bitrate'],
    createdAt: '2026-03-24T07:45:00.000Z',
    views: 2960,
    likes: 174,
    content: `<p>Ask experienced IRL streamers what ends their broadcasts and very few will say bad content. The real enemies are mundane: a flat battery, a phone that overheats in the sun, a data plan that runs out halfway through the afternoon. These limits shape what IRL streams look like as much as any platform rule.</p>
<h2>Power</h2>
<p>Streaming is one of the most power-hungry things a phone or encoder can do. The screen is on, the camera is running, the video encoder is working continuously and the radios are transmitting at full tilt. A phone that lasts a day of normal use may manage only a few hours of live streaming on its own battery. Dedicated encoders and modems add their own draw.</p>
<p>Most streamers solve this with high-capacity USB-C power banks that support fast charging, swapping them through the day. Larger rigs sometimes use the heavier battery formats common in film production. Planning power is part of planning the route: where the next café with a socket is, and how long the walk between them takes.</p>
<h2>Heat</h2>
<p>Continuous encoding and transmission generate heat, and phones protect themselves by slowing down, dimming the screen or refusing to charge. On a summer afternoon the result can be a stream that degrades steadily until it drops. Common countermeasures include keeping devices out of direct sun, using cases that do not trap heat, clip-on phone coolers, and lowering the resolution or frame rate when temperatures climb.</p>
<h2>Data</h2>
<p>A stream at a few megabits per second consumes gigabytes every hour. All-day streaming therefore needs generous or unlimited data plans, ideally on more than one network. Travelling streamers juggle local prepaid SIM cards, travel eSIMs and rented pocket Wi-Fi devices, and they quickly learn that "unlimited" often means throttled after a certain amount. Roaming on a home plan is rarely viable for long broadcasts.</p>
<h2>When the connection fails anyway</h2>
<p>No setup is perfect, so good IRL productions plan for failure:</p>
<ul>
<li>A cloud-side scene switcher shows a "be right back" or low-bitrate screen instead of a frozen frame when the incoming bitrate collapses.</li>
<li>Adaptive-bitrate encoders reduce quality gracefully rather than dropping the stream outright.</li>
<li>A moderator with access to the production software can fix overlays and titles while the streamer keeps walking.</li>
</ul>
<blockquote>The glamorous part of IRL streaming is the city. The part that keeps it on air is a bag of batteries and a spreadsheet of data plans.</blockquote>
<p>None of this is visible to most viewers, which is how it should be. But when you watch a smooth eight-hour walk through a city, it helps to know that behind it sits careful planning about watts, degrees and gigabytes.</p>`,
  },
];
