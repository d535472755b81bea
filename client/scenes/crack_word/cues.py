"""The sounds Crack Word's log makes (`client.audio.sounds_of` plays each once an action)."""

from ludotheque.client.audio import LogSounds
from ludotheque.sounds.names import Sound

P = "crack_word.log."

LOG_SOUNDS: LogSounds = {
    P + "play": Sound.CARD,
    P + "joker": Sound.CARD,
    P + "crack": Sound.CRACK,
    P + "poubelle": Sound.COIN,
    **{P + "penalty_" + kind: Sound.ERROR
       for kind in ("prefix", "fragment", "last_prefix", "last_fragment",
                    "prefix_joker", "fragment_joker", "last_prefix_joker", "last_fragment_joker")},
    P + "last_hand": Sound.TURN,
}

OWN_SOUNDS: LogSounds = {  # only for the seat watching: its own cards dealt (another's draw is silent)
    P + "new_hand": Sound.DEAL,
    P + "drew": Sound.DEAL,
}
