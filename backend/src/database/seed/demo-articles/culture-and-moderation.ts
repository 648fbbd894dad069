import type { DemoArticle } from './types.js';

/** Demo articles for the 'Culture & Community' and 'Moderation & Safety' categories. */
export const CULTURE_AND_MODERATION_ARTICLES: DemoArticle[] = [
  {
    title: 'Kappa, PogChamp and the Language of Emotes',
    excerpt:
      'Emotes began as a handful of small faces in Justin.tv chat and became a language of their own. A short history of how streaming audiences learned to talk in pictures.',
    category: 'Culture & Community',
    author: 'nightwalk_jp',
    tags: ['emotes', 'chat-culture', 'kappa', 'twitch'],
    createdAt: '2025-01-21T09:40:00.000Z',
    views: 11260,
    likes: 874,
    content: `<p>Watch any busy stream and the chat scrolls past in a mixture of words and tiny images. To newcomers it looks like noise. To regulars it is a language, with its own vocabulary, grammar and history. Emotes are among the oldest and most durable parts of streaming culture, and IRL streams, where chat reacts to the real world in real time, use them constantly.</p>
<h2>Kappa and the Justin.tv inheritance</h2>
<p>The most famous emote of all predates Twitch. <strong>Kappa</strong>, a grey-scale photo of a smirking face, was created in the Justin.tv era from a picture of one of the company's employees, Josh DeSeno. It came to mean sarcasm or trolling: a message followed by Kappa is not to be taken literally. That a single face could carry such a precise meaning for millions of people says a lot about how quickly chat communities build shared conventions.</p>
<h2>Faces as reactions</h2>
<p>Many of Twitch's early global emotes were photos of real people—employees, streamers and community figures—whose expressions became shorthand for feelings: laughing, boredom, excitement, disappointment. Chat learned to react to a moment with a wall of the same emote, a kind of collective applause or groan. On IRL streams the effect is especially vivid: a beautiful view, a surprising encounter or a near miss in traffic produces a flood of identical faces within seconds.</p>
<h2>When an emote becomes a problem</h2>
<p>Because many emotes show real people, they carry real-world baggage. The clearest example is <strong>PogChamp</strong>, a picture of a surprised face that became one of the most used emotes on the site. In January 2021 Twitch removed the original image following controversy over social media posts by the person it depicted, then experimented with rotating community members' faces in its place. The episode showed how much emotional weight a tiny image can hold, and how awkward it is for a platform when its shared vocabulary is tied to an individual.</p>
<h2>Third-party emotes</h2>
<p>Twitch's own emote set was never enough for its users. Browser extensions such as BetterTTV and FrankerFaceZ, and later 7TV, let channels add their own emotes that anyone with the extension could see. These add-ons became essential to chat culture, supplying many of the reaction emotes that define modern chat. Viewers without the extensions see plain words where others see pictures, which makes third-party emotes a marker of belonging as well as a means of expression.</p>
<h2>Channel emotes and identity</h2>
<p>Subscriber emotes gave each community its own vocabulary. An IRL streamer's emote set often tells the story of the channel: a catchphrase, a running joke, a place visited, a pet. Regular viewers collect them, and using them elsewhere is a way of signalling where you come from.</p>
<blockquote>An emote is an inside joke that thousands of strangers share. That is the whole magic of live chat in a single picture.</blockquote>
<p>For historians, emotes are a surprisingly rich source. The rise and fall of particular emotes traces how communities formed, which moments they remembered and how platform policies shaped what people could say.</p>`,
  },
  {
    title: 'Text-to-Speech Donations: When the Audience Gets a Voice in the Street',
    category: 'Culture & Community',
    author: 'chatlogger',
    tags: ['tts', 'donations', 'chat-culture', 'moderation'],
    createdAt: '2025-04-29T21:15:00.000Z',
    views: 7060,
    likes: 512,
    content: `<p>Few features define the sound of IRL streaming like text-to-speech. A viewer sends a donation with a message, and a synthetic voice reads it aloud on the stream—often through a speaker the streamer carries, so that everyone nearby hears it too. A flat, robotic voice delivering a joke, a question or a command to a streamer standing in a crowded street is one of the genre's most recognisable moments.</p>
<h2>How it works</h2>
<p>Text-to-speech donations usually run through third-party alert services such as Streamlabs and StreamElements rather than the streaming platform itself. A viewer pays through the service, the message appears as an on-screen alert, and a synthesised voice reads it out. Streamers can usually choose voices, set a minimum amount for messages to be read, filter words, limit message length and hold messages for approval. Some synthetic voices became so familiar that viewers recognise them instantly and use their names as jokes in chat.</p>
<h2>Why it suits IRL so well</h2>
<p>On a desk stream, the streamer reads chat on a monitor. On an IRL stream, reading a phone while walking is awkward and dangerous. TTS solves that: the streamer hears messages without looking down. It also makes the audience part of the scene. When a TTS message is played out loud in public, the chat is no longer a silent observer; it is a voice in the room.</p>
<h2>The problems</h2>
<p>The same features that make TTS entertaining make it risky:</p>
<ul>
<li><strong>Strangers hear it.</strong> A message meant as a joke for the chat can be offensive, frightening or humiliating to people nearby who have no idea where it came from.</li>
<li><strong>Money buys a microphone.</strong> Anyone willing to pay can put words in the air, including slurs, threats, personal information or instructions designed to get the streamer into trouble.</li>
<li><strong>Filters lag behind.</strong> Abusers misspell words, use sound-alikes or exploit how the voice pronounces text, so word filters alone are never enough.</li>
<li><strong>Payment abuse.</strong> Donations made with stolen payment methods, or reversed later, can leave streamers out of pocket.</li>
</ul>
<h2>Good practice</h2>
<p>Streamers who use TTS safely in public tend to combine several measures: a moderator approves messages before they play, messages are delayed by a short period, volume is kept low in quiet places, and TTS is switched off entirely on public transport, in shops and anywhere people have not chosen to be part of a show. Many also make it clear that paid messages are suggestions at most, never instructions.</p>
<p>Text-to-speech is a good example of how a simple feature can change a whole genre's culture. It gave IRL audiences a literal voice, and it forced streamers and moderators to think hard about who else is listening.</p>`,
  },
  {
    title: 'Walking Tokyo: Why Japan and Korea Became the Heartland of IRL Travel Streams',
    excerpt:
      'Safe streets, dense neighbourhoods and excellent mobile coverage made Japan and South Korea favourite destinations for travel streamers. So did the etiquette that visitors have to learn.',
    category: 'Culture & Community',
    author: 'nightwalk_jp',
    tags: ['japan', 'south-korea', 'travel', 'walking-streams'],
    createdAt: '2025-07-02T03:30:00.000Z',
    views: 13980,
    likes: 1077,
    content: `<p>Spend time browsing travel streams and you will see some places again and again. Tokyo's crossings and backstreets, Osaka's canals and food streets, Seoul's busy shopping districts: Japan and South Korea have become something like home turf for IRL travel streaming. The reasons are practical as much as cultural.</p>
<h2>Why the cities work on camera</h2>
<ul>
<li><strong>Safety.</strong> Walking with expensive equipment at night is relatively low-risk in most central districts, which makes long evening streams possible.</li>
<li><strong>Density.</strong> Neighbourhoods pack shops, restaurants, shrines, arcades and quiet residential lanes into walkable distances, so there is always something new around the corner.</li>
<li><strong>Convenience.</strong> Late-opening convenience stores, vending machines and frequent trains make it easy to keep going for hours.</li>
<li><strong>Connectivity.</strong> Strong mobile coverage, plus easy access to prepaid SIM cards, travel eSIMs and rented pocket Wi-Fi devices, makes bonded streaming feasible even for visitors.</li>
</ul>
<h2>The walking stream</h2>
<p>The signature format is simple: a long, mostly quiet walk through a city, with the streamer chatting to viewers, pointing out details and occasionally stopping for food. It has more in common with slow television than with high-energy entertainment. Many viewers use these streams as company while they work or relax, and long-running walking channels can build surprisingly close communities of regulars from all over the world.</p>
<h2>Etiquette visitors must learn</h2>
<p>What makes these cities pleasant to stream also depends on local norms that visitors need to respect:</p>
<ol>
<li><strong>Quiet on public transport.</strong> Talking loudly or taking calls on trains is widely frowned upon in Japan. Sensible streamers mute themselves or stop streaming while riding.</li>
<li><strong>Faces and privacy.</strong> Japan has a well-established idea of portrait rights, and many people are uncomfortable being filmed up close. Keeping the camera wide and moving on when someone objects is the norm.</li>
<li><strong>Businesses decide.</strong> Many restaurants, shops and temples prohibit filming. Asking first is expected, and "no" means no.</li>
<li><strong>Sacred and sensitive sites.</strong> Shrines, temples, memorials and places of historical significance call for particular care, and some should not be streamed at all.</li>
</ol>
<h2>A shifting picture</h2>
<p>In the 2020s a small number of visiting streamers drew heavy criticism in both countries for disruptive broadcasts, and local attitudes toward cameras hardened in some areas. South Korea's streaming landscape also shifted when Twitch left the country in 2024 and local audiences moved to domestic platforms. For respectful travel streamers, the lesson has been to lean further into what made these streams popular in the first place: patience, curiosity and a light footprint.</p>
<blockquote>The best travel streams feel like walking beside a friend who happens to know the neighbourhood. The worst feel like being dragged through someone else's home.</blockquote>`,
  },
  {
    title: 'Chat as Co-Author: Backseating, Copypastas and the Running Joke',
    excerpt:
      'An IRL stream is written by two authors: the person holding the camera and the thousands typing alongside. A look at the habits, rituals and in-jokes that make chat part of the show.',
    category: 'Culture & Community',
    author: 'raidtrain',
    tags: ['chat-culture', 'community', 'copypasta', 'backseating'],
    createdAt: '2026-01-13T22:05:00.000Z',
    views: 3720,
    likes: 265,
    content: `<p>Television has an audience. An IRL stream has a collaborator. The chat running beside every broadcast does not just watch; it comments, suggests, argues, jokes and sometimes steers. Over the years, IRL chats have developed rituals and habits that make them as much a part of the show as the streamer.</p>
<h2>Backseating</h2>
<p>"Backseating" originally meant telling a gamer how to play. On IRL streams it means telling the streamer where to go, what to order, whom to talk to and what they missed. Some of it is genuinely useful: local viewers point out a better route or a closing time, and regulars remember what the streamer said they wanted to see. Much of it is noise. Many channels have rules about backseating, and streamers develop a knack for acknowledging good suggestions without letting chat take the wheel.</p>
<h2>Copypastas and chat rituals</h2>
<p>A copypasta is a block of text that viewers copy and paste repeatedly, often an absurd overreaction or a parody of something the streamer once said. Combined with emote walls, they let chat perform together: everyone posting the same thing at the same moment is a way of being part of a crowd. Channels accumulate rituals—greeting the streamer a particular way, reacting to certain locations, spamming a specific emote whenever a familiar situation happens—that newcomers learn by watching.</p>
<h2>Running jokes</h2>
<p>Long-running IRL channels are full of running jokes that only make sense with history: a restaurant that always seems to be closed, a phrase a stranger once said, a piece of equipment that always fails at the worst moment. Running jokes give regulars a sense of shared memory and make a long walk feel like an episode of an ongoing series.</p>
<h2>Participation tools</h2>
<p>Platforms have formalised some of this participation. Polls let chat vote on the next destination. Channel points and predictions reward regular viewers for watching and let them bet virtual points on outcomes. Paid messages and text-to-speech let viewers speak aloud into the scene. Each tool gives chat a little more authorship, and each comes with the risk that the loudest or best-paying voice dominates.</p>
<h2>The moderators</h2>
<p>Holding it all together are moderators, usually volunteers drawn from the community. On IRL streams they do more than delete spam: they remove messages that reveal the streamer's exact location, keep track of the route, warn about trouble ahead, and sometimes contact the streamer privately when something looks wrong. Good moderation is invisible when it works, which is exactly why it deserves recognition in any history of the genre.</p>
<ul>
<li><strong>Regulars</strong> carry the memory of the channel.</li>
<li><strong>Lurkers</strong>, who rarely type, often make up most of the audience.</li>
<li><strong>Moderators</strong> keep the space safe enough for both.</li>
</ul>
<p>Understanding IRL streaming means understanding chat. The camera shows the world; the chat decides what it means.</p>`,
  },
  {
    title: 'Swatting: From a Prank Call in 2007 to a Deadly Problem for Streamers',
    excerpt:
      'Hoax emergency calls have followed live streaming since its first weeks. How swatting evolved, the cases that changed public understanding of it, and what platforms and police have done in response.',
    category: 'Moderation & Safety',
    author: 'chatlogger',
    tags: ['swatting', 'safety', 'law-enforcement', 'moderation'],
    createdAt: '2025-02-04T17:55:00.000Z',
    views: 9980,
    likes: 733,
    content: `<p><strong>Swatting</strong> is the act of making a false emergency report—a hostage situation, a shooting, a bomb—in order to send armed police to someone's location. The name comes from the SWAT teams that may respond. For live streamers, and especially IRL streamers whose location is visible to thousands of strangers, it is one of the most serious safety threats there is.</p>
<h2>An old problem</h2>
<p>Hoax calls have followed live streaming from the start. In March 2007, within days of the launch of Justin.tv, someone called San Francisco police with a false report of a stabbing at the apartment from which Justin Kan was broadcasting, and officers arrived at the door. Further hoax reports followed. At the time it was treated by many as an extreme prank; in hindsight it was an early sign of a problem that would grow with the medium.</p>
<h2>Escalation in the 2010s</h2>
<p>As streaming grew, so did swatting. Streamers were targeted at home while live, sometimes with the police entry visible on stream, which made the attack itself a spectacle for the perpetrator. IRL streamers faced an additional variant: because their location changes, hoax callers could target hotels, restaurants or transport. In April 2017 a hoax threat reportedly called in by a viewer led to a flight carrying a well-known IRL streamer being evacuated at Phoenix's airport, a case that drew wide coverage and put the risks of real-time location sharing in the spotlight.</p>
<h2>A fatal case</h2>
<p>The danger became undeniable in December 2017, when a hoax call in Wichita, Kansas, sent police to the home of Andrew Finch, a man with no connection to the online dispute that had prompted the call. He was shot and killed by an officer at his front door. The caller was later sentenced to 20 years in federal prison. The case was not connected to IRL streaming, but it changed how the public, lawmakers and platforms talked about swatting: not as a prank, but as something that can kill.</p>
<h2>Responses</h2>
<ul>
<li><strong>Law.</strong> Many jurisdictions have introduced or strengthened laws that specifically criminalise false emergency reports, with heavier penalties when someone is harmed.</li>
<li><strong>Police.</strong> Some police departments have offered ways for people at risk, including streamers, to register concerns in advance so that call-takers can respond with extra caution.</li>
<li><strong>Platforms.</strong> Twitch's off-service conduct policy, introduced in 2021, lets it act against users for serious misconduct away from the platform, and in 2023 the company explicitly added swatting and doxxing to that policy.</li>
</ul>
<h2>What streamers and moderators can do</h2>
<ol>
<li>Never reveal a home address, and be careful with anything that identifies it: windows, street views, deliveries, local landmarks.</li>
<li>On IRL streams, avoid showing a hotel or accommodation live, and consider a stream delay in sensitive situations.</li>
<li>Moderators should remove location guesses from chat immediately and know whom to contact if something happens.</li>
<li>Where available, consider registering with local police as a potential target.</li>
</ol>
<p>Swatting is a crime committed against streamers, not by them. Writing its history is a reminder that the same openness that makes live streaming compelling also exposes people to real danger, and that protecting them is a shared job for platforms, police and communities alike.</p>`,
  },
  {
    title: 'Doxxing, Stream Snipers and the Location Problem',
    excerpt:
      'Every IRL stream broadcasts a location. How audiences find streamers in real time, why stream snipers show up, and the habits that keep streamers, and the people around them, safer.',
    category: 'Moderation & Safety',
    author: 'chatlogger',
    tags: ['doxxing', 'stream-snipers', 'privacy', 'safety'],
    createdAt: '2025-10-21T14:35:00.000Z',
    views: 6550,
    likes: 441,
    content: `<p>A gaming stream reveals a room. An IRL stream reveals a city, a street, a shop front and a direction of travel, live, to everyone watching. That is the appeal of the genre and its biggest safety problem. Almost every serious incident in IRL history involves someone using a stream to find where the streamer was.</p>
<h2>How streamers are located</h2>
<p>Viewers are remarkably good at geolocation. A street sign, a distinctive building, a bus route number, a shop name or even the angle of the sun can be enough for a determined viewer with a map to pin down a location within minutes. Chat often does this openly, posting guesses and corrections, without thinking about who else is reading.</p>
<h2>Doxxing</h2>
<p><strong>Doxxing</strong> means publishing someone's private information—home address, real name, family details, workplace—without consent. For streamers, doxxing turns a public persona into a physical target. Leaked addresses enable unwanted visits, harassment, unwanted deliveries and swatting. Major platforms treat sharing personal information about others as a serious violation, and Twitch has included doxxing in its off-service conduct policy since 2023.</p>
<h2>Stream snipers</h2>
<p>In gaming, stream sniping means watching a streamer's broadcast to gain an advantage against them in a match. In IRL streaming it means something more physical: watching a live stream to find the streamer and show up in person. Motives vary. Some snipers are fans who want a photo. Some want to appear on a popular stream for their own clout. Others come to disrupt, provoke or harass. Even well-meaning crowds can become a safety problem when dozens of people converge on one spot.</p>
<h2>Habits that help</h2>
<ul>
<li><strong>Delay.</strong> A stream delay of a few minutes, set in the platform's options or in the broadcasting software, means viewers see where the streamer was rather than where they are.</li>
<li><strong>Move on.</strong> Streamers who stay in one place for long are easier to find. Changing location regularly keeps snipers behind.</li>
<li><strong>Protect start and end points.</strong> Never start or end a stream at home or at accommodation. Many streamers end the broadcast well before they arrive.</li>
<li><strong>Moderate location talk.</strong> Moderators delete location guesses and names of nearby landmarks, and time out users who persist.</li>
<li><strong>Hide the small things.</strong> Delivery labels, car number plates, hotel key cards and school uniforms all give away more than people expect.</li>
</ul>
<h2>Bystanders have locations too</h2>
<p>The location problem is not just about streamers. People who appear on an IRL stream—a shop worker, a neighbour, a stranger who chatted for a minute—can also be identified and targeted by an audience. Responsible streamers avoid showing identifying details of others and step in when chat starts hunting for information about someone who appeared on stream.</p>
<blockquote>An IRL stream is a live map with a crowd watching it. Treat every frame as something a stranger will study.</blockquote>`,
  },
  {
    title: 'Hate Raids and the Safety Tools of 2021',
    excerpt:
      "In the summer of 2021, coordinated bot attacks flooded marginalised streamers' chats with abuse. The campaign, the #ADayOffTwitch protest and the moderation tools that followed.",
    category: 'Moderation & Safety',
    author: 'chatlogger',
    tags: ['hate-raids', 'moderation', 'twitch', 'safety-tools'],
    createdAt: '2025-05-06T11:25:00.000Z',
    views: 5020,
    likes: 389,
    content: `<p>Raids were designed as a friendly way to share audiences. In the summer of 2021 they became a weapon. Streamers, overwhelmingly from marginalised groups, began to report <strong>hate raids</strong>: sudden floods of bot accounts entering a channel and spamming chat with racist, homophobic and transphobic abuse, sometimes accompanied by attempts to reveal personal information.</p>
<h2>How the attacks worked</h2>
<p>The attackers exploited how easy it was to create accounts. Networks of automated accounts could follow a channel, pour into its chat and post abuse faster than human moderators could remove it. Some attacks used follow bots to fill on-screen alerts with offensive usernames. Chat settings such as followers-only or emote-only mode helped, but the attackers adapted, and small streamers without large moderation teams were especially exposed.</p>
<h2>The community response</h2>
<p>In August 2021 streamer RekItRaven started the hashtag <em>#TwitchDoBetter</em>, calling on the platform to protect the creators being targeted. The campaign spread quickly, and on September 1, 2021, many streamers took part in <em>#ADayOffTwitch</em>, declining to stream for a day in protest. Viewership across the site dipped noticeably that day, and the protest received wide media coverage.</p>
<h2>Twitch's response</h2>
<p>Twitch acknowledged the problem and rolled out a series of measures over the following months:</p>
<ul>
<li><strong>Legal action.</strong> In September 2021 the company filed a lawsuit against two users it accused of running automated hate-raid campaigns.</li>
<li><strong>Phone-verified chat.</strong> Also in September, streamers gained settings to require phone or email verification before certain accounts could chat. Up to five accounts could share a phone number, and when one was suspended site-wide, the others tied to that number were too.</li>
<li><strong>Ban evasion detection.</strong> Later in 2021 Twitch introduced tools that flag accounts likely to be evading a channel ban, so moderators can restrict or monitor them.</li>
<li><strong>Shield Mode.</strong> In 2022 Twitch added a single switch that applies a streamer's pre-set emergency safety settings at once during an attack.</li>
</ul>
<h2>What it meant for IRL streamers</h2>
<p>IRL streamers have particular reasons to fear chat attacks. A flood of abuse is harder to handle when you are walking through a crowd, and abuse delivered through text-to-speech can be heard by bystanders. Many IRL channels adopted stricter defaults after 2021—verified chat, delayed TTS, larger moderator teams—and kept them even after the wave of attacks subsided.</p>
<h2>The lasting lesson</h2>
<p>The hate-raid crisis showed that moderation tools are not a finished product; they evolve in response to attackers. It also showed that collective action by creators can move a platform. Many of the safety settings streamers now take for granted exist because people organised in 2021 to demand them.</p>`,
  },
  {
    title: 'TOS Bans: How Suspensions Work and Why IRL Streamers Collect So Many',
    category: 'Moderation & Safety',
    author: 'sysop_lena',
    tags: ['bans', 'enforcement', 'guidelines', 'moderation'],
    createdAt: '2026-04-07T08:15:00.000Z',
    views: 4630,
    likes: 297,
    content: `<p>In streaming slang, to get "TOS'd" is to be suspended for violating a platform's terms of service. The phrase is common in IRL circles for a simple reason: IRL streamers are suspended more often than almost anyone else. Understanding why says a lot about the genre and about how platforms enforce their rules.</p>
<h2>How suspensions work</h2>
<p>Details differ between platforms and change over time, but the broad shape is similar. A report, an automated detection or a review by staff leads to an enforcement decision. For lesser or first violations this may be a warning or a short suspension; serious or repeated violations can lead to longer or indefinite suspensions. Streamers can usually appeal. Platforms have historically said little in public about individual cases, partly for privacy reasons, which leaves audiences to speculate about what happened—speculation that is often wrong.</p>
<p>YouTube is the clearest example of a formal system: after an initial warning, strikes restrict uploading and streaming for a period, and three strikes within 90 days can end a channel. Twitch's enforcement has been less formulaic, with suspensions whose length depends on the severity of the violation and the channel's history.</p>
<h2>Why IRL streamers are exposed</h2>
<ul>
<li><strong>Unpredictable surroundings.</strong> A streamer controls their bedroom. They do not control a street, a beach or a nightclub, where nudity, violence, drugs or copyrighted music can appear unexpectedly.</li>
<li><strong>Other people.</strong> Guests, passers-by and hecklers can say or do things that break the rules on someone else's channel.</li>
<li><strong>Hours of live footage.</strong> Long streams mean more moments, and more chances for a clip to be reported out of context.</li>
<li><strong>Incentives.</strong> Provocative content tends to attract attention, and some streams drift toward the line until they cross it.</li>
<li><strong>Local law.</strong> Travelling streamers may break laws they did not know existed, and platforms take illegal activity seriously.</li>
</ul>
<h2>The duty of care</h2>
<p>Behind the jokes about ban counts lies a serious history. In November 2008 a young man died by suicide during a live broadcast on Justin.tv while viewers watched, and reports that some had encouraged him before anyone alerted the authorities became a lasting lesson about how slowly live platforms and audiences can react to a real emergency. Modern safety teams, reporting tools and emergency-escalation processes grew out of that kind of painful experience. If you ever see someone in danger on a stream, report it to the platform and, where you can, contact local emergency services.</p>
<h2>Bans and the platform shuffle</h2>
<p>Suspensions also shaped the map of platforms. IRL streamers banned on one service often rebuilt on another, and newer platforms with looser rules attracted many of them. That movement is part of the story of the 2020s: enforcement decisions on one platform shaped who showed up on the next.</p>
<p>For viewers and historians, the sensible stance is humility. A suspension is an event worth recording; the reason behind it is often not public, and this site does not speculate about unconfirmed causes.</p>`,
  },
];
